//! Eigenvalues of a small real matrix (the Jacobians of the replicator field, at most 6×6):
//! reduction to upper Hessenberg form by stabilised elimination, then the Francis double-shift
//! QR iteration — EISPACK's `elmhes` and `hqr` as Numerical Recipes presents them (Press,
//! Teukolsky, Vetterling & Flannery, "Numerical Recipes", 2nd ed., §11.5–11.6), with exact
//! shifts at iterations 10 and 20 to break cycles.
//!
//! Why this method rather than the characteristic polynomial: the rest points the lab
//! classifies have repeated and purely imaginary eigenvalues (rock–paper–scissors' centre has
//! ±i/√3), where polynomial root finders lose half their digits, while the QR iteration is
//! backward stable: the computed eigenvalues are exact for a matrix within a few rounding
//! errors of the given one.

// Index loops mirror the matrix notation of the linear algebra.
#![allow(clippy::needless_range_loop)]

use serde::{Deserialize, Serialize};

/// A complex eigenvalue.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Eigenvalue {
    /// The real part.
    pub re: f64,
    /// The imaginary part.
    pub im: f64,
}

/// The most QR iterations per eigenvalue before giving up.
const MAX_ITERATIONS: usize = 60;

/// The eigenvalues of the square matrix `m`, sorted by real part then imaginary part; `None`
/// if the QR iteration did not converge (never seen on the lab's matrices) or an entry is not
/// finite.
pub fn eigenvalues(m: &[Vec<f64>]) -> Option<Vec<Eigenvalue>> {
    let n = m.len();
    if m.iter().flatten().any(|v| !v.is_finite()) || m.iter().any(|r| r.len() != n) {
        return None;
    }
    if n == 0 {
        return Some(vec![]);
    }
    // 1-based storage, as in the published algorithm.
    let mut a = vec![vec![0.0f64; n + 1]; n + 1];
    for i in 0..n {
        for j in 0..n {
            a[i + 1][j + 1] = m[i][j];
        }
    }
    hessenberg(&mut a, n);
    let (wr, wi) = hqr(&mut a, n)?;
    let mut out: Vec<Eigenvalue> = (1..=n)
        .map(|i| Eigenvalue {
            re: wr[i],
            im: wi[i],
        })
        .collect();
    out.sort_by(|x, y| x.re.total_cmp(&y.re).then(x.im.total_cmp(&y.im)));
    Some(out)
}

/// Reduces `a[1..=n][1..=n]` to upper Hessenberg form by elimination with pivoting
/// (a similarity transformation); the entries below the subdiagonal are set to zero.
fn hessenberg(a: &mut [Vec<f64>], n: usize) {
    for m in 2..n {
        let mut x = 0.0f64;
        let mut i = m;
        for j in m..=n {
            if a[j][m - 1].abs() > x.abs() {
                x = a[j][m - 1];
                i = j;
            }
        }
        if i != m {
            for j in (m - 1)..=n {
                let t = a[i][j];
                a[i][j] = a[m][j];
                a[m][j] = t;
            }
            for row in a.iter_mut().take(n + 1).skip(1) {
                row.swap(i, m);
            }
        }
        if x != 0.0 {
            for i in (m + 1)..=n {
                let mut y = a[i][m - 1];
                if y != 0.0 {
                    y /= x;
                    a[i][m - 1] = y;
                    for j in m..=n {
                        a[i][j] -= y * a[m][j];
                    }
                    for j in 1..=n {
                        a[j][m] += y * a[j][i];
                    }
                }
            }
        }
    }
    for i in 3..=n {
        for j in 1..(i - 1) {
            a[i][j] = 0.0;
        }
    }
}

fn sign(a: f64, b: f64) -> f64 {
    if b >= 0.0 {
        a.abs()
    } else {
        -a.abs()
    }
}

/// The eigenvalues of the upper Hessenberg matrix `a[1..=n][1..=n]` (destroyed), as real and
/// imaginary parts indexed from 1.
#[allow(clippy::many_single_char_names)]
fn hqr(a: &mut [Vec<f64>], n: usize) -> Option<(Vec<f64>, Vec<f64>)> {
    let n = n as isize;
    let mut wr = vec![0.0; n as usize + 1];
    let mut wi = vec![0.0; n as usize + 1];
    let at = |a: &[Vec<f64>], i: isize, j: isize| a[i as usize][j as usize];
    let mut anorm = 0.0;
    for i in 1..=n {
        for j in (i - 1).max(1)..=n {
            anorm += at(a, i, j).abs();
        }
    }
    let mut nn = n;
    let mut t = 0.0;
    // The published algorithm's scalars: p, q, r carry over from the shift to the first QR
    // step; the others are set before each use.
    let (mut p, mut q, mut r) = (0.0f64, 0.0f64, 0.0f64);
    let mut s: f64;
    let mut w: f64;
    let mut x: f64;
    let mut y: f64;
    let mut z: f64;
    while nn >= 1 {
        let mut its = 0;
        loop {
            // Look for a single small subdiagonal element.
            let mut l = nn;
            while l >= 2 {
                s = at(a, l - 1, l - 1).abs() + at(a, l, l).abs();
                if s == 0.0 {
                    s = anorm;
                }
                if at(a, l, l - 1).abs() + s == s {
                    a[l as usize][(l - 1) as usize] = 0.0;
                    break;
                }
                l -= 1;
            }
            x = at(a, nn, nn);
            if l == nn {
                // One root found.
                wr[nn as usize] = x + t;
                wi[nn as usize] = 0.0;
                nn -= 1;
            } else {
                y = at(a, nn - 1, nn - 1);
                w = at(a, nn, nn - 1) * at(a, nn - 1, nn);
                if l == nn - 1 {
                    // Two roots found.
                    p = 0.5 * (y - x);
                    q = p * p + w;
                    z = q.abs().sqrt();
                    x += t;
                    let (i1, i0) = ((nn - 1) as usize, nn as usize);
                    if q >= 0.0 {
                        z = p + sign(z, p);
                        wr[i1] = x + z;
                        wr[i0] = x + z;
                        if z != 0.0 {
                            wr[i0] = x - w / z;
                        }
                        wi[i1] = 0.0;
                        wi[i0] = 0.0;
                    } else {
                        wr[i1] = x + p;
                        wr[i0] = x + p;
                        wi[i1] = -z;
                        wi[i0] = z;
                    }
                    nn -= 2;
                } else {
                    if its == MAX_ITERATIONS {
                        return None;
                    }
                    if its == 10 || its == 20 {
                        // An exceptional shift.
                        t += x;
                        for i in 1..=nn {
                            a[i as usize][i as usize] -= x;
                        }
                        s = at(a, nn, nn - 1).abs() + at(a, nn - 1, nn - 2).abs();
                        x = 0.75 * s;
                        y = x;
                        w = -0.4375 * s * s;
                    }
                    its += 1;
                    // Form the shift and look for two consecutive small subdiagonal elements.
                    let mut m = nn - 2;
                    while m >= l {
                        z = at(a, m, m);
                        r = x - z;
                        s = y - z;
                        p = (r * s - w) / at(a, m + 1, m) + at(a, m, m + 1);
                        q = at(a, m + 1, m + 1) - z - r - s;
                        r = at(a, m + 2, m + 1);
                        s = p.abs() + q.abs() + r.abs();
                        p /= s;
                        q /= s;
                        r /= s;
                        if m == l {
                            break;
                        }
                        let u = at(a, m, m - 1).abs() * (q.abs() + r.abs());
                        let v = p.abs()
                            * (at(a, m - 1, m - 1).abs() + z.abs() + at(a, m + 1, m + 1).abs());
                        if u + v == v {
                            break;
                        }
                        m -= 1;
                    }
                    for i in (m + 2)..=nn {
                        a[i as usize][(i - 2) as usize] = 0.0;
                        if i != m + 2 {
                            a[i as usize][(i - 3) as usize] = 0.0;
                        }
                    }
                    // The double QR step on rows l..nn and columns m..nn.
                    let mut k = m;
                    while k < nn {
                        if k != m {
                            p = at(a, k, k - 1);
                            q = at(a, k + 1, k - 1);
                            r = 0.0;
                            if k != nn - 1 {
                                r = at(a, k + 2, k - 1);
                            }
                            x = p.abs() + q.abs() + r.abs();
                            if x != 0.0 {
                                p /= x;
                                q /= x;
                                r /= x;
                            }
                        }
                        s = sign((p * p + q * q + r * r).sqrt(), p);
                        if s != 0.0 {
                            if k == m {
                                if l != m {
                                    a[k as usize][(k - 1) as usize] = -at(a, k, k - 1);
                                }
                            } else {
                                a[k as usize][(k - 1) as usize] = -s * x;
                            }
                            p += s;
                            x = p / s;
                            y = q / s;
                            z = r / s;
                            q /= p;
                            r /= p;
                            for j in k..=nn {
                                p = at(a, k, j) + q * at(a, k + 1, j);
                                if k != nn - 1 {
                                    p += r * at(a, k + 2, j);
                                    a[(k + 2) as usize][j as usize] -= p * z;
                                }
                                a[(k + 1) as usize][j as usize] -= p * y;
                                a[k as usize][j as usize] -= p * x;
                            }
                            let mmin = if nn < k + 3 { nn } else { k + 3 };
                            for i in l..=mmin {
                                p = x * at(a, i, k) + y * at(a, i, k + 1);
                                if k != nn - 1 {
                                    p += z * at(a, i, k + 2);
                                    a[i as usize][(k + 2) as usize] -= p * r;
                                }
                                a[i as usize][(k + 1) as usize] -= p * q;
                                a[i as usize][k as usize] -= p;
                            }
                        }
                        k += 1;
                    }
                }
            }
            if l >= nn - 1 {
                break;
            }
        }
    }
    Some((wr, wi))
}
