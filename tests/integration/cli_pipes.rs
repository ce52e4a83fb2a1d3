//! The command line under a reader that goes away (`gamelab … | head -c 10`): it ends quietly,
//! as Unix tools do — no panic, nothing on stderr, killed by SIGPIPE or done.

use std::io::Read;
use std::process::{Command, Stdio};

/// Runs `args`, reads the first 10 bytes of the output, closes the pipe and waits.
#[cfg(unix)]
fn read_ten_bytes_and_go(args: &[&str]) {
    use std::os::unix::process::ExitStatusExt;
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamelab"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the gamelab binary runs");
    let mut stdout = child.stdout.take().unwrap();
    let mut head = [0u8; 10];
    stdout.read_exact(&mut head).unwrap();
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.is_empty(), "{args:?}: {stderr}");
    assert!(
        out.status.success() || out.status.signal() == Some(libc::SIGPIPE),
        "{args:?}: {:?}",
        out.status
    );
}

#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_the_command_quietly() {
    read_ten_bytes_and_go(&[
        "ipd",
        "match",
        "--players",
        "Tit For Tat,Random",
        "--turns",
        "100000",
        "--json",
    ]);
    read_ten_bytes_and_go(&[
        "ipd",
        "match",
        "--players",
        "Tit For Tat,Random",
        "--turns",
        "100000",
    ]);
}
