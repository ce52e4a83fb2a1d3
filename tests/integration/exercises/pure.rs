//! Pure equilibria: every cell of the shown game checked for a profitable deviation, by hand.

use gamelab::exercises::{generate, Kind, Level, Shown};

use super::SEEDS;

/// A shown game read back: row names, column names, the two payoff matrices.
pub type Read = (Vec<String>, Vec<String>, Vec<Vec<i64>>, Vec<Vec<i64>>);

/// The shown bimatrix's payoffs as integers (the generator draws integers).
pub fn integers(game: &Shown) -> Read {
    let Shown::Bimatrix { rows, cols, a, b } = game else {
        panic!("a bimatrix game");
    };
    let int = |m: &Vec<Vec<String>>| -> Vec<Vec<i64>> {
        m.iter()
            .map(|r| r.iter().map(|v| v.parse().unwrap()).collect())
            .collect()
    };
    (rows.clone(), cols.clone(), int(a), int(b))
}

#[test]
fn the_pure_equilibria_are_the_cells_no_player_leaves() {
    let mut none = 0;
    let mut several = 0;
    for level in Level::ALL {
        for seed in SEEDS {
            let e = generate(Kind::PureNash, level, seed);
            let (rows, cols, a, b) = integers(&e.question().game);
            let mut cells = Vec::new();
            for r in 0..rows.len() {
                for c in 0..cols.len() {
                    let row_stays = (0..rows.len()).all(|i| a[i][c] <= a[r][c]);
                    let col_stays = (0..cols.len()).all(|j| b[r][j] <= b[r][c]);
                    if row_stays && col_stays {
                        cells.push((r, c));
                    }
                }
            }
            none += usize::from(cells.is_empty());
            several += usize::from(cells.len() > 1);
            // Written another way: upper case, no brackets, reversed order.
            let written = if cells.is_empty() {
                "NONE".to_string()
            } else {
                cells
                    .iter()
                    .rev()
                    .map(|&(r, c)| format!("{} {}", rows[r].to_uppercase(), cols[c]))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let v = e.grade(&written).unwrap();
            assert!(v.correct, "{level:?} {seed}: {written}: {}", v.feedback);
            // One cell too many, or one too few.
            let outside = (0..rows.len())
                .flat_map(|r| (0..cols.len()).map(move |c| (r, c)))
                .find(|cell| !cells.contains(cell))
                .unwrap();
            let mut more = cells.clone();
            more.push(outside);
            let text = |list: &[(usize, usize)]| {
                if list.is_empty() {
                    "none".to_string()
                } else {
                    list.iter()
                        .map(|&(r, c)| format!("({}, {})", rows[r], cols[c]))
                        .collect::<Vec<_>>()
                        .join(" ")
                }
            };
            let v = e.grade(&text(&more)).unwrap();
            assert!(
                !v.correct && v.feedback.contains("gains by switching"),
                "{}",
                v.feedback
            );
            if let Some((_, fewer)) = cells.split_first() {
                let v = e.grade(&text(fewer)).unwrap();
                assert!(
                    !v.correct && v.feedback.contains("missed"),
                    "{}",
                    v.feedback
                );
            }
        }
    }
    // The seeds cover games without a pure equilibrium and games with several.
    assert!(
        none > 20 && several > 20,
        "{none} without, {several} with several"
    );
}

#[test]
fn unreadable_answers_say_what_was_expected() {
    let e = generate(Kind::PureNash, Level::Easy, 1);
    assert!(e.grade("").unwrap_err().contains("(row, column)"));
    assert!(e.grade("(r1, c7)").unwrap_err().contains("c7"));
    assert!(e.grade("(c1, r1)").unwrap_err().contains("not a row"));
    assert!(e
        .grade("r1 c1 r2")
        .unwrap_err()
        .contains("row and a column"));
}
