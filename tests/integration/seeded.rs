//! What the seeded fuzz tests share: a small portable generator, so a seed gives the same
//! inputs on every machine, the seed and number of cases, fixed in the suite and given by
//! hand with `GAMELAB_FUZZ_SEED=<n>` and `GAMELAB_FUZZ_CASES=<n>`, and their scratch files.

/// SplitMix64.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// An index in `0..n`.
    pub(crate) fn index(&mut self, n: usize) -> usize {
        self.below(n as u64) as usize
    }
}

/// The seed and the number of cases: `GAMELAB_FUZZ_SEED` and `GAMELAB_FUZZ_CASES` when set,
/// else `seed` and `cases`.
pub(crate) fn seed_and_cases(seed: u64, cases: usize) -> (u64, usize) {
    let var = |name: &str| std::env::var(name).ok().and_then(|s| s.parse::<u64>().ok());
    (
        var("GAMELAB_FUZZ_SEED").unwrap_or(seed),
        var("GAMELAB_FUZZ_CASES").map_or(cases, |c| c as usize),
    )
}

/// Writes `text` to a file of the tests' scratch folder; its path.
pub(crate) fn scratch(name: &str, text: &str) -> String {
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&file, text).unwrap();
    file.to_str().unwrap().to_string()
}

/// A JSON array of exact numbers written as strings ("1/3").
pub(crate) fn numbers(v: &serde_json::Value) -> Vec<gamelab::exact::Q> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| gamelab::text::read_number(x.as_str().unwrap()).unwrap())
        .collect()
}

/// An exact number written as a JSON string ("1/3").
pub(crate) fn fraction(v: &serde_json::Value) -> gamelab::exact::Q {
    gamelab::text::read_number(v.as_str().unwrap()).unwrap()
}
