//! Sorting through one copy of the sorting code. The standard library's sorts are generic, so
//! every element type and comparison closure gets its own copy — about 4.5 KB of WebAssembly
//! each — and the page's module, which must stay small to load, carried twenty. Code that the
//! page runs (charts, statistics, page-side game views) sorts through these functions instead:
//! numbers and integer keys map onto `u64` and one sort of `u64`s (or `(u64, usize)` pairs)
//! serves them all. Hot loops of the solvers keep the standard sorts.

/// The `u64` whose unsigned order is `f64::total_cmp`'s order of `x` (negative numbers
/// reversed, the sign bit flipped), and back ([`float_of_key`]).
pub fn float_key(x: f64) -> u64 {
    let b = x.to_bits();
    if b >> 63 == 1 {
        !b
    } else {
        b | (1 << 63)
    }
}

/// The number whose [`float_key`] is `k`.
pub fn float_of_key(k: u64) -> f64 {
    f64::from_bits(if k >> 63 == 1 { k & !(1 << 63) } else { !k })
}

/// Sorts numbers as `sort_by(f64::total_cmp)` does.
pub fn sort_floats(xs: &mut [f64]) {
    let mut keys: Vec<u64> = xs.iter().map(|&x| float_key(x)).collect();
    keys.sort_unstable();
    for (x, k) in xs.iter_mut().zip(keys) {
        *x = float_of_key(k);
    }
}

/// Sorts indices as `sort_unstable` does, through the one sort of `u64`s.
pub fn sort_indices(v: &mut [usize]) {
    let mut keys: Vec<u64> = v.iter().map(|&x| x as u64).collect();
    keys.sort_unstable();
    for (x, k) in v.iter_mut().zip(keys) {
        *x = k as usize;
    }
}

/// Sorts `v` stably by an integer key, as `sort_by_key` does.
pub fn sort_by_number<T>(v: &mut Vec<T>, key: impl Fn(&T) -> u64) {
    let mut order: Vec<(u64, usize)> = v.iter().map(&key).zip(0..).collect();
    order.sort_unstable();
    let mut items: Vec<Option<T>> = v.drain(..).map(Some).collect();
    v.extend(order.into_iter().filter_map(|(_, i)| items[i].take()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_sort_as_sort_unstable_does() {
        let mut a = vec![5usize, 0, usize::MAX, 3, 3, 1];
        let mut b = a.clone();
        sort_indices(&mut a);
        b.sort_unstable();
        assert_eq!(a, b);
    }

    #[test]
    fn floats_sort_as_total_cmp_does() {
        let mut a = vec![
            3.5,
            -0.0,
            0.0,
            f64::NEG_INFINITY,
            -2.25,
            f64::INFINITY,
            1e-300,
            -1e300,
            f64::NAN,
            7.0,
        ];
        let mut b = a.clone();
        sort_floats(&mut a);
        b.sort_by(f64::total_cmp);
        assert_eq!(
            a.iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
            b.iter().map(|x| x.to_bits()).collect::<Vec<_>>()
        );
    }

    #[test]
    fn integer_keys_sort_stably() {
        let mut v = vec![(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        let mut w = v.clone();
        sort_by_number(&mut v, |&(k, _)| k as u64);
        w.sort_by_key(|&(k, _)| k);
        assert_eq!(v, w);
    }
}
