//! The words of an exact solution and of CFR's comparison with it, in the page's language:
//! the worker sends data (Lemke's prior, Kuhn poker's α, where CFR's average strategy differs
//! most) and the page words it with its [`Catalogue`]; the English wrappers are the command
//! line's and the tests'.

use super::jobs::{Compared, Exact, Solution};
use crate::i18n::{with_english, Args, Catalogue};

impl Solution {
    /// Lemke's prior in words ("the uniform prior (every action equally likely)"), in the
    /// language of `words`; empty for the LP, which has none.
    pub fn prior_in(&self, words: &Catalogue) -> String {
        match (self.method, self.prior) {
            (Exact::SequenceForm, _) => String::new(),
            (Exact::Lemke, None) => words.msg("imperfect-prior-uniform-words"),
            (Exact::Lemke, Some(seed)) => words.msg_with(
                "imperfect-prior-random-words",
                &Args::new().text("seed", seed.to_string()),
            ),
        }
    }

    /// Lemke's prior in English ([`Solution::prior_in`]).
    pub fn prior_words(&self) -> String {
        with_english(|w| self.prior_in(w))
    }

    /// What is known about the equilibrium found beyond its strategies (for Kuhn poker: which
    /// member of player 1's equilibrium family it is), in the language of `words`.
    pub fn note_in(&self, words: &Catalogue) -> Option<String> {
        self.kuhn_alpha.as_ref().map(|alpha| {
            words.msg_with(
                "imperfect-kuhn-family",
                &Args::new().text("alpha", alpha.as_str()),
            )
        })
    }

    /// The note in English ([`Solution::note_in`]).
    pub fn note(&self) -> Option<String> {
        with_english(|w| self.note_in(w))
    }
}

impl Compared {
    /// Where CFR's average strategy differs most from the LP's: "bet at 1:J", in the language
    /// of `words`.
    pub fn at_in(&self, words: &Catalogue) -> String {
        words.msg_with(
            "imperfect-compared-at",
            &Args::new()
                .text("action", self.action.as_str())
                .text("set", self.set.as_str()),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::imperfect::jobs::Solution;

    fn solution(method: Exact, prior: Option<u64>) -> Solution {
        Solution {
            method,
            behaviour: Default::default(),
            payoffs: [
                crate::exact::Q::from_integer(0.into()),
                crate::exact::Q::from_integer(0.into()),
            ],
            certified: true,
            steps: 0,
            rows: Vec::new(),
            kuhn_alpha: Some("1/6".into()),
            beliefs: Vec::new(),
            prior,
            path: Vec::new(),
            kuhn: None,
        }
    }

    #[test]
    fn a_solution_is_worded_in_english_and_in_polish() {
        let pl = Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let uniform = solution(Exact::Lemke, None);
        let random = solution(Exact::Lemke, Some(7));
        assert_eq!(
            uniform.prior_words(),
            "the uniform prior (every action equally likely)"
        );
        assert_eq!(
            random.prior_words(),
            "a random completely mixed prior (seed 7)"
        );
        assert_eq!(solution(Exact::SequenceForm, None).prior_words(), "");
        assert_eq!(
            uniform.note().unwrap(),
            "Player 1's strategy is the member α = 1/6 of Kuhn poker's family of equilibrium strategies: bet a J with probability α ∈ [0, 1/3], a K with 3α, never a Q, and call a bet with a Q with α + 1/3. Player 2's equilibrium strategy is unique."
        );
        let compared = Compared {
            value: "-1/18".into(),
            largest: 0.1,
            action: "bet".into(),
            set: "1:J".into(),
        };
        with_english(|en| assert_eq!(compared.at_in(en), "bet at 1:J"));
        for (polish, english) in [
            (uniform.prior_in(&pl), uniform.prior_words()),
            (random.prior_in(&pl), random.prior_words()),
            (uniform.note_in(&pl).unwrap(), uniform.note().unwrap()),
            (compared.at_in(&pl), "bet at 1:J".to_string()),
        ] {
            assert_ne!(polish, english);
            assert!(!polish.contains('⟨'), "{polish}");
        }
    }
}
