//! Who may do what: random tokens stored only as their SHA-256, join codes, and rate limits.
//!
//! Why hashed: the database (a file on a laptop, an export, a backup) never holds a token that
//! would let its reader act as a teacher or a student. Why two limits: a token's requests are
//! limited per token (a phone that floods hurts nobody else), and an address's lookups of codes
//! that do not exist are limited per address, so codes cannot be guessed in bulk while a whole
//! class behind one address joins at once.

use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

/// A fresh token: 128 random bits from the operating system, as 32 hex digits.
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    getrandom::getrandom(&mut bytes).expect("the operating system's random numbers");
    hex(&bytes)
}

/// A fresh 64-bit seed for a session's draws.
pub fn new_seed() -> u64 {
    let mut bytes = [0u8; 8];
    getrandom::getrandom(&mut bytes).expect("the operating system's random numbers");
    u64::from_le_bytes(bytes)
}

/// The letters of join codes: no 0/O, 1/I/L, easy to read from a projector.
const CODE_LETTERS: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// A fresh join code of `len` letters.
pub fn new_code(len: usize) -> String {
    let mut bytes = vec![0u8; len];
    getrandom::getrandom(&mut bytes).expect("the operating system's random numbers");
    // 256 is not a multiple of 31: redraw the few values that would favour some letters.
    bytes
        .iter()
        .map(|&b| {
            let mut v = b;
            while v as usize >= 248 {
                let mut one = [0u8; 1];
                getrandom::getrandom(&mut one).expect("the operating system's random numbers");
                v = one[0];
            }
            CODE_LETTERS[v as usize % CODE_LETTERS.len()] as char
        })
        .collect()
}

/// A code as typed: upper case, without spaces; `None` when it cannot be a code.
pub fn normal_code(code: &str) -> Option<String> {
    let c: String = code
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect::<String>()
        .to_uppercase();
    (c.len() >= 4 && c.len() <= 8 && c.bytes().all(|b| CODE_LETTERS.contains(&b))).then_some(c)
}

/// The key an address's limits are kept under: an IPv4 address whole, an IPv6 address by its
/// /64 (one machine may hold a whole /64 and change address at will).
pub fn address_key(ip: std::net::IpAddr) -> String {
    match ip {
        std::net::IpAddr::V4(v4) => v4.to_string(),
        std::net::IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
    }
}

/// The SHA-256 of a token, as stored.
pub fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Token buckets by key: `burst` requests at once, `per_second` after.
pub struct Limiter {
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
    burst: f64,
    per_second: f64,
}

impl Limiter {
    /// A limiter.
    pub fn new(burst: f64, per_second: f64) -> Limiter {
        Limiter {
            buckets: Mutex::new(HashMap::new()),
            burst,
            per_second,
        }
    }

    /// Takes one request from `key`'s bucket; `false` when it is empty.
    pub fn allow(&self, key: &str) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() > 100_000 {
            // Forget the full buckets: they are the same as new ones.
            let (burst, rate) = (self.burst, self.per_second);
            buckets.retain(|_, (level, at)| {
                *level + now.duration_since(*at).as_secs_f64() * rate < burst
            });
        }
        let (level, at) = buckets.entry(key.to_string()).or_insert((self.burst, now));
        *level = (*level + now.duration_since(*at).as_secs_f64() * self.per_second).min(self.burst);
        *at = now;
        if *level >= 1.0 {
            *level -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether `key` still has a request left, without taking one.
    pub fn would_allow(&self, key: &str) -> bool {
        let now = Instant::now();
        let buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        buckets.get(key).is_none_or(|(level, at)| {
            (*level + now.duration_since(*at).as_secs_f64() * self.per_second).min(self.burst)
                >= 1.0
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_and_differ() {
        let a = new_token();
        assert_eq!(a.len(), 32);
        assert_ne!(a, new_token());
        assert_eq!(hash(&a).len(), 64);
        assert_ne!(hash(&a), a);
    }

    #[test]
    fn codes_read_back() {
        let c = new_code(4);
        assert_eq!(normal_code(&c.to_lowercase()), Some(c));
        assert_eq!(normal_code("K7O1"), None);
        assert_eq!(normal_code("<script>"), None);
    }

    #[test]
    fn an_ipv6_address_counts_by_its_64() {
        let a: std::net::IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: std::net::IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        assert_eq!(address_key(a), address_key(b));
        assert_eq!(address_key("10.0.0.7".parse().unwrap()), "10.0.0.7");
    }

    #[test]
    fn a_bucket_empties_and_others_do_not() {
        let l = Limiter::new(3.0, 0.0);
        assert!(l.allow("a") && l.allow("a") && l.allow("a"));
        assert!(!l.allow("a"));
        assert!(l.allow("b"));
    }
}
