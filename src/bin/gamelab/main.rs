//! `gamelab`: the command line of Game Lab. Machine-checkable answers with `--json`,
//! benchmarks, and experiments, from the same core the browser runs.
//!
//! One module per lab, each owning its subcommands, their flags (its benchmark's too) and
//! their output: [`tictactoe`] (tic-tac-toe and search on hand-written trees), [`racing`]
//! (racing algorithms), [`blotto`] (Colonel Blotto and LP files), [`games`] (normal-form
//! games and game trees from Gambit files), [`evolve`] (War, Rrrats! and their optimisation),
//! [`loa`] (Lines of Action), [`connect4`], [`connect4_bench`] and [`connect4_race`] (Connect Four), [`loveletter`] (Love Letter), [`ttr`] (Ticket to Ride) and
//! [`poker`] and [`efg`] (Kuhn and Leduc poker, and games with information sets from Gambit
//! files: the sequence form and CFR), [`ipd`] (the iterated prisoner's dilemma) and
//! [`dynamics`] (evolutionary dynamics and the Moran process), [`mcts`] (Monte Carlo tree
//! search on any perfect-information game, and its accuracy), [`train`] (a network that
//! teaches itself by self-play), [`exercise`] (self-grading exercises); [`classroom`] serves a class
//! playing together (the `classroom` feature).
//! [`cli`] parses the command line and hands each subcommand to its lab; the labs share
//! [`output`] (how an answer is printed), [`input`] (how flags and files are read) and
//! [`clock`] (the benchmarks' clock), which depend on no lab, so the modules form no cycle;
//! [`pool`] is the one place that starts threads; [`per_game`] holds the `--seeding` and
//! `--shard` of the matches whose games were played from one random stream. Errors are one
//! line on stderr and exit code 2. The command line is native only: on wasm32 (where the
//! browser app is built) it compiles to an empty `main`.

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    // Rust ignores SIGPIPE, so a print to a closed pipe (`gamelab … | head -c 10`) fails and
    // panics. Unix tools end quietly there, killed by the signal: so does this one.
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to its default before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    std::process::exit(cli::main());
}

#[cfg(not(target_arch = "wasm32"))]
mod blotto;
#[cfg(not(target_arch = "wasm32"))]
mod classroom;
#[cfg(not(target_arch = "wasm32"))]
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod clock;
#[cfg(not(target_arch = "wasm32"))]
mod connect4;
#[cfg(not(target_arch = "wasm32"))]
mod connect4_bench;
#[cfg(not(target_arch = "wasm32"))]
mod connect4_race;
#[cfg(not(target_arch = "wasm32"))]
mod dynamics;
#[cfg(not(target_arch = "wasm32"))]
mod efg;
#[cfg(not(target_arch = "wasm32"))]
mod evolve;
#[cfg(not(target_arch = "wasm32"))]
mod exercise;
#[cfg(not(target_arch = "wasm32"))]
mod games;
#[cfg(not(target_arch = "wasm32"))]
mod input;
#[cfg(not(target_arch = "wasm32"))]
mod ipd;
#[cfg(not(target_arch = "wasm32"))]
mod limit;
#[cfg(not(target_arch = "wasm32"))]
mod loa;
#[cfg(not(target_arch = "wasm32"))]
mod loa_args;
#[cfg(not(target_arch = "wasm32"))]
mod loa_compare;
#[cfg(not(target_arch = "wasm32"))]
mod loa_rules;
#[cfg(not(target_arch = "wasm32"))]
mod loveletter;
#[cfg(not(target_arch = "wasm32"))]
mod mcts;
#[cfg(not(target_arch = "wasm32"))]
mod nash_bench;
#[cfg(not(target_arch = "wasm32"))]
mod nash_n_bench;
#[cfg(not(target_arch = "wasm32"))]
mod output;
#[cfg(not(target_arch = "wasm32"))]
mod per_game;
#[cfg(not(target_arch = "wasm32"))]
mod poker;
#[cfg(not(target_arch = "wasm32"))]
mod pool;
#[cfg(not(target_arch = "wasm32"))]
mod racing;
#[cfg(not(target_arch = "wasm32"))]
mod tictactoe;
#[cfg(not(target_arch = "wasm32"))]
mod train;
#[cfg(not(target_arch = "wasm32"))]
mod ttr;
