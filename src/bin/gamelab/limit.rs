//! The wall-clock limit of the commands whose work grows without a bound in their input
//! (`nash` on a game of many equilibria, CFR for millions of iterations, simulations and
//! tournaments of many long matches): `--max-seconds`.
//!
//! A command runs its work in slices and reports how far it has come; after a second (or a
//! tenth of the limit; the page estimates its jobs' time the same way) the time it would take in all is projected from
//! the fraction done, and a run projected past the limit is refused then, saying how long it
//! would take and which flag lets it run. A run whose projection was too hopeful is stopped at
//! the limit. A race, whose length is known only as a most it may play, is not projected: it
//! is stopped at the limit, saying how far it came. The clock stays here, at the edge: the
//! core's jobs only count their work.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use gamelab::jobs::Job;

/// The limit when `--max-seconds` is not given.
pub(crate) const DEFAULT_MAX_SECONDS: f64 = 60.0;

/// Seconds of work before the projection is trusted (or a tenth of the limit, if less).
const WARM_UP_SECONDS: f64 = 1.0;

/// A run's time limit, counted from its creation.
pub(crate) struct Limit {
    start: Instant,
    max: f64,
    what: &'static str,
    projected: bool,
}

impl Limit {
    /// A limit of `max_seconds` on the work called `what` ("the enumeration", "CFR"); the
    /// error names the flag.
    pub(crate) fn new(max_seconds: f64, what: &'static str) -> Result<Limit, String> {
        if !(max_seconds.is_finite() && max_seconds > 0.0) {
            return Err(format!(
                "--max-seconds: give a positive number of seconds, not {max_seconds}"
            ));
        }
        Ok(Limit {
            start: Instant::now(),
            max: max_seconds,
            what,
            projected: true,
        })
    }

    /// The limit of a run whose total is only a most it may do (a race, which stops as soon
    /// as it decides): it is never refused on a projection, only stopped at the limit.
    pub(crate) fn deadline(mut self) -> Limit {
        self.projected = false;
        self
    }

    /// Checks a run that has done `fraction` of its work: an error once it is projected past
    /// the limit (after the warm-up) or has passed it.
    pub(crate) fn check(&self, fraction: f64) -> Result<(), String> {
        let elapsed = self.elapsed();
        if self.projected
            && elapsed >= WARM_UP_SECONDS.min(self.max / 10.0)
            && fraction > 0.0
            && fraction < 1.0
        {
            let done = format!(", {:.2}% done", fraction * 100.0);
            self.refuse_past(elapsed / fraction, elapsed, &done)?;
        }
        if elapsed > self.max {
            let of = if self.projected {
                "done"
            } else {
                "of the most it may do"
            };
            return Err(format!(
                "{} stopped after --max-seconds {} ({:.1}% {of}): give a larger --max-seconds to \
                 wait longer",
                self.what,
                self.max,
                fraction * 100.0
            ));
        }
        Ok(())
    }

    /// Checks a run whose remaining work is projected to take `more` seconds (a last phase
    /// done at once, weighed by the caller): an error if that would pass the limit.
    pub(crate) fn check_rest(&self, more: f64) -> Result<(), String> {
        let elapsed = self.elapsed();
        self.refuse_past(elapsed + more, elapsed, "")
    }

    /// An error saying how long the run would take, if its projected `total` seconds (after
    /// `elapsed`, `done` saying how far it came) pass the limit.
    fn refuse_past(&self, total: f64, elapsed: f64, done: &str) -> Result<(), String> {
        if total <= self.max {
            return Ok(());
        }
        Err(format!(
            "{} would take about {} s on this machine (estimated after {elapsed:.1} s{done}), \
             more than --max-seconds {}: give --max-seconds {} (or more) to wait for it",
            self.what,
            total.round(),
            self.max,
            (total * 1.2).ceil()
        ))
    }

    /// Seconds since the limit was set.
    pub(crate) fn elapsed(&self) -> f64 {
        self.start.elapsed().as_secs_f64()
    }

    /// A check to run between slices of `per_call` units of a run of `total` units (the core's
    /// `Between`): an error stops the run.
    pub(crate) fn between(
        &self,
        total: u64,
        per_call: u64,
    ) -> impl FnMut() -> Result<(), String> + '_ {
        let mut done = 0u64;
        move || {
            done = done.saturating_add(per_call);
            self.check(done as f64 / total.max(1) as f64)
        }
    }

    /// Runs `job` to its end within the limit, in slices of about a twentieth of a second;
    /// `before_last` is asked between slices for the projected seconds of a last phase whose
    /// progress cannot be projected from the first one's (`None`: not there, or under way).
    pub(crate) fn run<J: Job>(
        &self,
        job: &mut J,
        before_last: impl Fn(&J, f64) -> Option<f64>,
    ) -> Result<J::Output, String> {
        in_slices(job, |job| {
            if let Some(more) = before_last(job, self.elapsed()) {
                self.check_rest(more)?;
            }
            self.check(job.progress().fraction)
        })
    }

    /// Runs `jobs` to their ends on one thread per core, within the limit: the fraction done
    /// is the jobs' own fractions weighed by their totals (equally when a job's total is not
    /// known), and the first error stops them all. The outputs come back in the jobs' order.
    pub(crate) fn run_all<J>(&self, jobs: Vec<J>) -> Result<Vec<J::Output>, String>
    where
        J: Job + Send,
        J::Output: Send,
    {
        self.run_all_on(crate::pool::threads(), jobs)
    }

    /// [`Limit::run_all`] on at most `threads` threads.
    pub(crate) fn run_all_on<J>(
        &self,
        threads: usize,
        jobs: Vec<J>,
    ) -> Result<Vec<J::Output>, String>
    where
        J: Job + Send,
        J::Output: Send,
    {
        let totals: Vec<Option<u64>> = jobs.iter().map(|j| j.progress().total).collect();
        let weights: Vec<f64> = if totals.iter().all(Option::is_some) {
            totals.iter().map(|t| t.unwrap_or(0) as f64).collect()
        } else {
            vec![1.0; jobs.len()]
        };
        let sum = weights.iter().sum::<f64>().max(f64::MIN_POSITIVE);
        let fractions: Vec<AtomicU64> = jobs.iter().map(|_| AtomicU64::new(0)).collect();
        let stop = AtomicBool::new(false);
        let error: Mutex<Option<String>> = Mutex::new(None);
        let numbered: Vec<(usize, J)> = jobs.into_iter().enumerate().collect();
        let outputs = crate::pool::map_on(threads, numbered, |(k, mut job)| {
            // Err(None): stopped by another job's error.
            let run = in_slices(&mut job, |job| {
                if stop.load(Ordering::Relaxed) {
                    return Err(None);
                }
                let f = job.progress().fraction;
                fractions[k].store(f.to_bits(), Ordering::Relaxed);
                let done: f64 = fractions
                    .iter()
                    .zip(&weights)
                    .map(|(f, w)| f64::from_bits(f.load(Ordering::Relaxed)) * w)
                    .sum();
                self.check(done / sum).map_err(Some)
            });
            fractions[k].store(1f64.to_bits(), Ordering::Relaxed);
            match run {
                Ok(out) => Some(out),
                Err(e) => {
                    stop.store(true, Ordering::Relaxed);
                    let mut first = error.lock().expect("the error slot");
                    if first.is_none() {
                        *first = e;
                    }
                    None
                }
            }
        });
        if let Some(e) = error.into_inner().expect("the error slot") {
            return Err(e);
        }
        Ok(outputs.into_iter().flatten().collect())
    }
}

impl Limit {
    /// Runs `work`, which cannot be cut in slices (a simplex solve), on a thread of its own
    /// and waits for it at most until the limit: past it, an error, and the thread is left to
    /// end with the process.
    pub(crate) fn run_to_deadline<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, String> {
        use std::sync::mpsc::RecvTimeoutError;
        let (send, receive) = std::sync::mpsc::channel();
        std::thread::spawn(move || send.send(work()));
        let left = std::time::Duration::try_from_secs_f64((self.max - self.elapsed()).max(0.0))
            .unwrap_or(std::time::Duration::MAX);
        receive.recv_timeout(left).map_err(|e| match e {
            RecvTimeoutError::Timeout => format!(
                "{} stopped after --max-seconds {}: give a larger --max-seconds to wait longer",
                self.what, self.max
            ),
            RecvTimeoutError::Disconnected => format!("{} failed (its thread ended)", self.what),
        })
    }
}

/// Steps `job` to its end in slices of about a twentieth of a second, calling `between` after
/// every slice that did not finish it; its error stops the job.
fn in_slices<J: Job, E>(
    job: &mut J,
    mut between: impl FnMut(&J) -> Result<(), E>,
) -> Result<J::Output, E> {
    let mut budget = 16u64;
    loop {
        let slice = Instant::now();
        if let Some(out) = job.step(budget) {
            return Ok(out);
        }
        between(job)?;
        let took = slice.elapsed().as_secs_f64();
        if took < 0.02 {
            budget = budget.saturating_mul(2);
        } else if took > 0.1 && budget > 1 {
            budget /= 2;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_positive_and_a_finished_run_passes() {
        assert!(Limit::new(0.0, "x").is_err());
        assert!(Limit::new(f64::NAN, "x").is_err());
        let limit = Limit::new(1.0, "the work").unwrap();
        assert_eq!(limit.check(0.5), Ok(()));
        assert_eq!(limit.check(1.0), Ok(()));
    }
}
