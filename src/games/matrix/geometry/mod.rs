//! The geometry of two-player Nash equilibria for the normal-form page: the best-response
//! polytopes of games from 2×2 to 3×3 with their labelled vertices and edges, Lemke–Howson
//! stepped on them from the artificial equilibrium or from any equilibrium, which equilibria
//! no path from the artificial one reaches, and the correlated-equilibrium polytope of a 2×2
//! game.
//!
//! ## Design
//!
//! Pure and exact (the numbers are [`crate::exact::Q`]); the page only projects and draws (the
//! 3-D turning is [`crate::plot::turn`]). One concept per file: [`polytope`] (P, Q, vertices,
//! labels, edges), [`path`] (the pivots as steps), [`pairing`] (equilibria as vertex pairs,
//! their index and the paths between them), [`correlated`] (the CE polytope). The games are
//! tiny, so everything is computed by brute force where that is the clearest: every square
//! subsystem for the vertices, every pair of vertices for the edges.
//!
//! ## References
//! - L. S. Shapley, "A note on the Lemke–Howson algorithm", Mathematical Programming Study 1
//!   (1974).
//! - B. von Stengel, "Computing equilibria for two-person games", Handbook of Game Theory 3
//!   (2002), ch. 45.
//! - R. J. Aumann, "Subjectivity and correlation in randomized strategies", Journal of
//!   Mathematical Economics 1 (1974).

pub mod correlated;
mod linear;
pub mod pairing;
pub mod path;
pub mod polytope;

pub use correlated::CorrelatedPolytope;
pub use pairing::{End, Geometry, GeometryError, VertexPair, MAX_STRATEGIES};
pub use path::{Path, Step};
pub use polytope::{Polytope, Side, Vertex};

/// A label (from 0) for people: numbered from 1, with the strategy it stands for, e.g.
/// "4 (column left)".
pub fn label_name(label: usize, g: &crate::models::strategic::Bimatrix) -> String {
    crate::i18n::with_english(|w| label_name_in(label, g, w))
}

/// A label for people ([`label_name`]) in the language of `words`.
pub fn label_name_in(
    label: usize,
    g: &crate::models::strategic::Bimatrix,
    words: &crate::i18n::Catalogue,
) -> String {
    use crate::i18n::Args;
    let m = g.rows();
    if label < m {
        words.msg_with(
            "games-label-row",
            &Args::new()
                .count("n", label as i64 + 1)
                .text("name", g.names[0][label].as_str()),
        )
    } else {
        words.msg_with(
            "games-label-column",
            &Args::new()
                .count("n", label as i64 + 1)
                .text("name", g.names[1][label - m].as_str()),
        )
    }
}

#[cfg(test)]
mod tests;
