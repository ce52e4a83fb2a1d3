//! `gamelab exercise` and `gamelab exercise check`: a self-grading exercise from the core
//! (`gamelab::exercises`), and a given answer graded.
//!
//! `gamelab exercise --kind KIND --seed S [--level L] [--lang pl] --json` prints
//! `{"kind", "level", "seed", "question": {"text", "game", "format", "hint"}, "answer",
//! "solution": [...]}`; without `--json` the same for people, the game drawn as text.
//! `gamelab exercise check --kind KIND --seed S [--level L] --answer TEXT --json` prints
//! `{"kind", "level", "seed", "given", "correct", "feedback", "answer"}`; an answer that cannot
//! be read is an error that says what was expected (exit status 2), not a wrong answer.

use clap::{Args, Subcommand};
use serde_json::json;

use crate::output::emit;
use gamelab::exercises::{generate, Kind, Level, Sheet, Shown, TreeNode};
use gamelab::i18n::{language, languages, Catalogue};

/// `gamelab exercise`.
#[derive(Args)]
#[command(args_conflicts_with_subcommands = true)]
pub(crate) struct ExerciseArgs {
    #[command(subcommand)]
    command: Option<ExerciseCommand>,
    #[command(flatten)]
    which: Which,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Which exercise.
#[derive(Args, Clone)]
pub(crate) struct Which {
    /// The kind: pure-nash, dominance, mixed, spe, zero-sum, blotto or ess.
    #[arg(long, default_value = "pure-nash")]
    kind: String,
    /// easy, medium or hard.
    #[arg(long, default_value = "easy")]
    level: String,
    /// The seed: the same seed gives the same exercise everywhere.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The language of the question, its answer format, its hint and its worked solution:
    /// en, pl or hr (any file of `locales/`). `exercise check` grades in English.
    #[arg(long, default_value = "en")]
    lang: String,
}

#[derive(Subcommand)]
pub(crate) enum ExerciseCommand {
    /// Grade an answer to an exercise.
    Check(CheckArgs),
}

/// `gamelab exercise check`.
#[derive(Args)]
pub(crate) struct CheckArgs {
    #[command(flatten)]
    which: Which,
    /// The answer, written as the exercise's format says.
    #[arg(long, allow_hyphen_values = true)]
    answer: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

impl Which {
    fn read(&self) -> Result<(Kind, Level), String> {
        let kind = Kind::from_key(self.kind.trim()).ok_or_else(|| {
            format!(
                "--kind {:?}: the kinds are {}",
                self.kind,
                Kind::ALL.map(Kind::key).join(", ")
            )
        })?;
        let level = Level::from_key(self.level.trim())
            .ok_or_else(|| format!("--level {:?}: easy, medium or hard", self.level))?;
        Ok((kind, level))
    }

    /// The messages of `--lang`.
    fn words(&self) -> Result<Catalogue, String> {
        let codes = || {
            languages()
                .iter()
                .map(|l| l.code)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let lang = language(self.lang.trim())
            .ok_or_else(|| format!("--lang {:?}: the languages are {}", self.lang, codes()))?;
        Catalogue::new(lang)
    }
}

pub(crate) fn run(args: ExerciseArgs) -> Result<(), String> {
    match args.command {
        Some(ExerciseCommand::Check(check)) => grade(check),
        None => show(&args.which, args.json),
    }
}

fn show(which: &Which, json: bool) -> Result<(), String> {
    let (kind, level) = which.read()?;
    let sheet = Sheet::new_in(kind, level, which.seed, &which.words()?);
    if json {
        emit(
            true,
            serde_json::to_value(&sheet).map_err(|e| e.to_string())?,
        );
        return Ok(());
    }
    println!("{} ({}, seed {})", kind.title(), level.key(), sheet.seed);
    println!("{}", sheet.question.text);
    println!();
    for line in game_lines(&sheet.question.game) {
        println!("  {line}");
    }
    println!();
    println!("Answer format: {}", sheet.question.format);
    println!("Hint: {}", sheet.question.hint);
    println!("Answer: {}", sheet.answer);
    println!("Solution:");
    for (i, step) in sheet.solution.iter().enumerate() {
        println!("  {}. {step}", i + 1);
    }
    Ok(())
}

fn grade(args: CheckArgs) -> Result<(), String> {
    let (kind, level) = args.which.read()?;
    let exercise = generate(kind, level, args.which.seed);
    let verdict = exercise
        .grade(&args.answer)
        .map_err(|e| format!("--answer: {e}"))?;
    emit(
        args.json,
        json!({
            "kind": kind.key(),
            "level": level.key(),
            "seed": args.which.seed,
            "given": args.answer,
            "correct": verdict.correct,
            "feedback": verdict.feedback,
            "answer": exercise.answer(),
        }),
    );
    Ok(())
}

/// The game as lines of text: a table padded to columns, or the tree indented.
fn game_lines(game: &Shown) -> Vec<String> {
    match game {
        Shown::Bimatrix { rows, cols, a, b } => {
            table(rows, cols, |i, j| format!("{}, {}", a[i][j], b[i][j]))
        }
        Shown::Matrix {
            rows,
            cols,
            a,
            caption,
        } => {
            let mut lines = vec![caption.clone()];
            lines.extend(table(rows, cols, |i, j| a[i][j].clone()));
            lines
        }
        Shown::Tree(tree) => {
            let mut lines = Vec::new();
            tree_lines(&tree.root, &tree.players, 0, &mut lines);
            lines
        }
        Shown::Blotto {
            fields,
            units,
            opponent,
        } => {
            let mut lines = vec![format!(
                "{fields} fields; you have {units} units. The opponent plays:"
            )];
            for (allocation, p) in opponent {
                let a: Vec<String> = allocation.iter().map(u32::to_string).collect();
                lines.push(format!("  ({}) with probability {p}", a.join(", ")));
            }
            lines
        }
    }
}

/// A table with row and column names, every column as wide as its widest cell.
fn table(rows: &[String], cols: &[String], cell: impl Fn(usize, usize) -> String) -> Vec<String> {
    let mut grid = vec![std::iter::once(String::new())
        .chain(cols.iter().cloned())
        .collect::<Vec<_>>()];
    for (i, r) in rows.iter().enumerate() {
        grid.push(
            std::iter::once(r.clone())
                .chain((0..cols.len()).map(|j| cell(i, j)))
                .collect(),
        );
    }
    let widths: Vec<usize> = (0..=cols.len())
        .map(|j| grid.iter().map(|r| r[j].chars().count()).max().unwrap_or(0))
        .collect();
    grid.iter()
        .map(|r| {
            r.iter()
                .zip(&widths)
                .map(|(s, w)| format!("{s:>w$}"))
                .collect::<Vec<_>>()
                .join("   ")
        })
        .collect()
}

fn tree_lines(node: &TreeNode, players: &[String; 2], depth: usize, out: &mut Vec<String>) {
    let pad = "    ".repeat(depth);
    match node {
        TreeNode::Decision {
            label,
            player,
            actions,
        } => {
            out.push(format!("{pad}{label}: {} moves", players[*player]));
            for (action, child) in actions {
                out.push(format!("{pad}  {action} →"));
                tree_lines(child, players, depth + 1, out);
            }
        }
        TreeNode::Leaf { payoffs } => {
            out.push(format!("{pad}  ({}, {})", payoffs[0], payoffs[1]));
        }
    }
}
