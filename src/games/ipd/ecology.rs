//! The ecological simulation of Axelrod's second tournament analysis: a population of
//! strategies whose shares grow in proportion to what they earn against the population.
//!
//! Shares evolve as pᵢ(t+1) ∝ pᵢ(t) · Σⱼ pⱼ(t) · uᵢⱼ, normalised to sum to 1, with uᵢⱼ the
//! tournament's mean payoff per turn of i against j, starting from equal shares (or given
//! ones). This is the Axelrod library's `Ecosystem` with its payoffs taken as the matrix's
//! means: the library draws each uᵢⱼ from a normal distribution with the tournament's
//! standard deviation, which is zero for deterministic players without noise, so the two
//! agree there (tested against the library's output).

/// The most generations of the ecological simulation a tournament's output carries.
pub const MAX_GENERATIONS: usize = 100_000;

/// Shares over `generations` generations from equal shares: `generations + 1` rows, the
/// first the start.
pub fn ecological(payoff_matrix: &[Vec<f64>], generations: usize) -> Vec<Vec<f64>> {
    let n = payoff_matrix.len();
    ecological_from(payoff_matrix, &vec![1.0; n], generations)
        .expect("equal shares are a population")
}

/// Shares over `generations` generations from `start` (any non-negative sizes, normalised);
/// an error for a start of the wrong length, negative or all zero, or payoffs that make
/// every fitness zero.
pub fn ecological_from(
    payoff_matrix: &[Vec<f64>],
    start: &[f64],
    generations: usize,
) -> Result<Vec<Vec<f64>>, String> {
    let n = payoff_matrix.len();
    if start.len() != n || payoff_matrix.iter().any(|row| row.len() != n) {
        return Err(format!(
            "the population needs {n} shares and an {n} × {n} matrix"
        ));
    }
    if start.iter().any(|&x| !(x >= 0.0 && x.is_finite())) {
        return Err("shares must be finite and non-negative".to_string());
    }
    let norm: f64 = start.iter().sum();
    if norm <= 0.0 {
        return Err("the population is empty".to_string());
    }
    let mut rows = vec![start.iter().map(|x| x / norm).collect::<Vec<f64>>()];
    for _ in 0..generations {
        let pops = rows.last().expect("a row");
        let grown: Vec<f64> = (0..n)
            .map(|i| {
                let fitness: f64 = (0..n).map(|j| payoff_matrix[i][j] * pops[j]).sum();
                pops[i] * fitness
            })
            .collect();
        let norm: f64 = grown.iter().sum();
        if !(norm > 0.0 && norm.is_finite()) {
            return Err("the population's fitness is zero".to_string());
        }
        rows.push(grown.iter().map(|x| x / norm).collect());
    }
    Ok(rows)
}
