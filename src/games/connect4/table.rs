//! The solver's transposition table: bounds of positions already searched.
//!
//! One `u64` per entry, holding the position's key (its low 56 bits) and an 8-bit value (0 =
//! empty; Pons' encoding of an upper or a lower bound). Pons keeps keys and values in two
//! arrays; one word per entry costs one cache miss per probe instead of two, which matters
//! because the table is far larger than the caches.
//!
//! The size is a power of two chosen at run time (2^`log2` entries; the browser has less
//! memory than a native process), and the slot is the top `log2` bits of the key times an odd
//! constant (Fibonacci hashing) — no division. Exactness, as Pons gets it from the Chinese
//! remainder theorem: keys have at most 64 bits; two keys with the same low 56 bits differ by
//! `t·2^56`, and multiplying by an odd constant changes the product's top 8 bits by `t·C mod
//! 2^8`, which is non-zero for `t ≠ 0`; so with at least 2^8 slots, two different keys with
//! the same slot never share their low 56 bits, and a stored key compares equal only to itself.
//! An entry is overwritten by the next position that lands on its slot.
//!
//! ## References
//! - Pascal Pons, *Solving Connect 4*, parts 7 and 11 (transposition table, partial keys).
//! - Knuth, *TAOCP* vol. 3, §6.4 (multiplicative hashing).

/// The smallest table: 2^10 entries.
pub const MIN_TABLE_LOG2: u32 = 10;
/// The largest table: 2^30 entries (8 GiB).
pub const MAX_TABLE_LOG2: u32 = 30;
/// The native default: 2^24 entries, 128 MiB (Pons' table has about 2^24 entries too).
pub const DEFAULT_TABLE_LOG2: u32 = 24;

const KEY_BITS: u32 = 56;
const KEY_MASK: u64 = (1 << KEY_BITS) - 1;
/// 2^64 / φ, odd.
const FIBONACCI: u64 = 0x9E37_79B9_7F4A_7C15;

/// A transposition table of 2^`log2` one-word entries.
#[derive(Clone, Debug)]
pub struct TranspositionTable {
    entries: Vec<u64>,
    shift: u32,
}

impl TranspositionTable {
    /// An empty table of 2^`log2` entries, `log2` clamped to
    /// [`MIN_TABLE_LOG2`]..=[`MAX_TABLE_LOG2`].
    pub fn new(log2: u32) -> Self {
        let log2 = log2.clamp(MIN_TABLE_LOG2, MAX_TABLE_LOG2);
        TranspositionTable {
            entries: vec![0; 1 << log2],
            shift: 64 - log2,
        }
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Never: a table has at least 2^10 entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The table's memory in bytes.
    pub fn bytes(&self) -> usize {
        self.entries.len() * std::mem::size_of::<u64>()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.fill(0);
    }

    #[inline(always)]
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(FIBONACCI) >> self.shift) as usize
    }

    /// The value stored for `key`, 0 if none.
    #[inline(always)]
    pub fn get(&self, key: u64) -> u8 {
        let entry = self.entries[self.slot(key)];
        if entry >> 8 == key & KEY_MASK {
            entry as u8
        } else {
            0
        }
    }

    /// Asks the processor to bring `key`'s slot into the cache (a hint: nothing happens on
    /// processors without a prefetch instruction). The solver calls it for every child before
    /// searching the first, so their probes find the slots already loaded.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let slot: *const u64 = &self.entries[self.slot(key)];
            // SAFETY: a prefetch never faults and reads nothing into the program; the pointer
            // is to an element of `entries` anyway.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    slot.cast::<i8>(),
                );
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Stores a non-zero `value` for `key`, replacing whatever held its slot.
    #[inline(always)]
    pub fn put(&mut self, key: u64, value: u8) {
        let slot = self.slot(key);
        self.entries[slot] = ((key & KEY_MASK) << 8) | u64::from(value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_sharing_their_low_bits_never_collide_in_one_slot() {
        let mut t = TranspositionTable::new(MIN_TABLE_LOG2);
        let a = 0x00AB_CDEF_0123_4567u64;
        for high in 1..=255u64 {
            let b = a | (high << 56);
            assert_ne!(t.slot(a), t.slot(b), "{high}");
        }
        t.put(a, 7);
        assert_eq!(t.get(a), 7);
        assert_eq!(t.get(a | (1 << 56)), 0);
        t.clear();
        assert_eq!(t.get(a), 0);
        assert_eq!(t.len(), 1024);
    }
}
