//! How the labs read what they are given: real-number flags by the project's one number
//! reader, game counts within one bound, and input files within one size, each error naming
//! its flag. Shared by every lab's module (and kept out of [`crate::cli`], which depends on the
//! labs) so that one flag means one thing and is refused in one way across the command line.

/// A real-number flag read by the project's one number reader (`gamelab::text::read_real`),
/// so `--eps 1/100` and `--eps 1e-2` mean what they mean in files and `inf` or `NaN` are
/// refused by name.
pub(crate) fn real(text: &str) -> Result<f64, String> {
    gamelab::text::read_real(text).map_err(String::from)
}

/// The most games one simulated match, table cell or evaluation may ask for (about ten
/// minutes of War on one core; a larger count is almost surely a typing error).
pub(crate) const MAX_RUN_GAMES: u64 = 100_000_000;

/// Checks a `--games`-like count: 1 to [`MAX_RUN_GAMES`].
pub(crate) fn game_count(flag: &str, games: u64) -> Result<u64, String> {
    if games == 0 || games > MAX_RUN_GAMES {
        Err(format!(
            "{flag}: give 1–{MAX_RUN_GAMES} games (got {games})"
        ))
    } else {
        Ok(games)
    }
}

/// The largest input file the command line reads (every format's files are far smaller; a
/// larger one is refused before it is read).
pub(crate) const MAX_FILE_BYTES: u64 = 16 << 20;

/// Reads the text file given to `flag` (e.g. `--game`), refusing files over
/// [`MAX_FILE_BYTES`] and text that is not UTF-8, with the flag and the path in the error.
pub(crate) fn read_text(flag: &str, path: &std::path::Path) -> Result<String, String> {
    let whose = |e: &dyn std::fmt::Display| format!("{flag} {}: {e}", path.display());
    let size = std::fs::metadata(path).map_err(|e| whose(&e))?.len();
    if size > MAX_FILE_BYTES {
        return Err(whose(&format!(
            "{size} bytes; files of at most {MAX_FILE_BYTES} bytes are read"
        )));
    }
    std::fs::read_to_string(path).map_err(|e| whose(&e))
}

#[cfg(test)]
mod tests {
    use super::{game_count, read_text, real, MAX_FILE_BYTES, MAX_RUN_GAMES};

    #[test]
    fn counts_are_bounded_and_errors_name_their_flag() {
        assert_eq!(game_count("--games", 1), Ok(1));
        assert_eq!(game_count("--games", MAX_RUN_GAMES), Ok(MAX_RUN_GAMES));
        let zero = game_count("--eval-games", 0).unwrap_err();
        assert!(zero.starts_with("--eval-games: "), "{zero}");
        assert!(game_count("--games", MAX_RUN_GAMES + 1).is_err());
    }

    #[test]
    fn reals_are_read_as_in_files() {
        assert_eq!(real("1/100"), Ok(0.01));
        assert_eq!(real("1e-2"), Ok(0.01));
        assert!(real("inf").is_err());
        assert!(real("NaN").is_err());
    }

    #[test]
    fn files_are_read_within_the_size_limit_with_the_flag_in_errors() {
        let dir = std::env::temp_dir().join(format!("gamelab-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let small = dir.join("small.txt");
        std::fs::write(&small, "text").unwrap();
        assert_eq!(read_text("--game", &small).as_deref(), Ok("text"));
        let large = dir.join("large.txt");
        let file = std::fs::File::create(&large).unwrap();
        file.set_len(MAX_FILE_BYTES + 1).unwrap();
        let refused = read_text("--file", &large).unwrap_err();
        assert!(
            refused.starts_with("--file ") && refused.contains("bytes"),
            "{refused}"
        );
        let missing = read_text("--game", &dir.join("missing.nfg")).unwrap_err();
        assert!(missing.starts_with("--game "), "{missing}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
