//! The benchmarks' clock. The core never reads the time itself (in the browser the time comes
//! from the page), so its benchmark jobs take a clock; the command line hands them this one.

/// A clock for the core's benchmarks: milliseconds since it was made.
pub(crate) fn clock() -> Box<dyn Fn() -> f64> {
    let start = std::time::Instant::now();
    Box::new(move || start.elapsed().as_secs_f64() * 1e3)
}
