//! The command line's one thread pool: work items spread over one thread per core.
//!
//! The core never starts threads; the command line does, here and only here. Items are handed
//! out one at a time from a shared counter, so uneven items (optimiser runs of different
//! lengths) keep every core busy, and results come back in item order, so a parallel run
//! prints exactly what a sequential one would.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The number of cores to use.
pub fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// `work(item)` for every item, on at most one thread per core; the results in item order.
pub fn map<I: Send, O: Send>(items: Vec<I>, work: impl Fn(I) -> O + Sync) -> Vec<O> {
    map_on(threads(), items, work)
}

/// [`map`] on at most `threads` threads.
pub fn map_on<I: Send, O: Send>(
    threads: usize,
    items: Vec<I>,
    work: impl Fn(I) -> O + Sync,
) -> Vec<O> {
    let count = items.len();
    let slots: Vec<Mutex<Option<I>>> = items.into_iter().map(|i| Mutex::new(Some(i))).collect();
    let next = AtomicUsize::new(0);
    let worker = || {
        let mut done = Vec::new();
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some(slot) = slots.get(k) else {
                return done;
            };
            let item = slot.lock().expect("a slot").take().expect("taken once");
            done.push((k, work(item)));
        }
    };
    let mut results: Vec<(usize, O)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.max(1).min(count))
            .map(|_| scope.spawn(worker))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a worker thread"))
            .collect()
    });
    results.sort_by_key(|r| r.0);
    results.into_iter().map(|r| r.1).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn results_come_back_in_item_order() {
        let squares = super::map((0..100u64).collect(), |i| i * i);
        assert_eq!(squares, (0..100u64).map(|i| i * i).collect::<Vec<_>>());
        assert!(super::map(Vec::<u8>::new(), |i| i).is_empty());
    }
}
