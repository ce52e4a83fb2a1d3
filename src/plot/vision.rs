//! How colours look to the common colour-vision deficiencies, and how far apart two colours
//! look: the measures the chart palette ([`super::PALETTE`]) is checked against.
//!
//! About one man in twelve sees colour with a missing or shifted red (protan) or green
//! (deutan) cone; a palette whose series differ only in those hues reads as one colour to him.
//! Rather than trust a palette's reputation, the tests simulate the two dichromacies and
//! measure every pair of the palette's colours as each would see them.
//!
//! - The simulation is Machado, Oliveira and Fernandes (2009), "A physiologically-based model
//!   for simulation of color vision deficiency", at severity 1 (full dichromacy): one 3×3
//!   matrix per deficiency, applied to linear-light sRGB (as the model is defined; applied to
//!   the gamma-encoded values it would overstate the change of dark colours).
//! - The difference of two colours is CIEDE2000 (Sharma, Wu and Dalal 2005 give the test data
//!   the unit tests check), in CIELAB under D65: about 1 is the least difference one sees side
//!   by side, and series of a chart want well over 10, since they are told apart across a plot
//!   and a legend, as thin lines.
//! - Contrast against the page is WCAG 2.1's ratio of relative luminances (1.4.11 asks 3:1 of
//!   the parts of a graphic one needs to read it).

/// Whose eyes a colour is seen through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vision {
    /// Typical trichromatic vision.
    Normal,
    /// No long-wavelength (red) cones.
    Protanopia,
    /// No medium-wavelength (green) cones.
    Deuteranopia,
}

impl Vision {
    /// Every vision the palette is checked under.
    pub const ALL: [Vision; 3] = [Vision::Normal, Vision::Protanopia, Vision::Deuteranopia];

    /// Machado et al.'s matrix at severity 1, on linear RGB.
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Normal => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Vision::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
        }
    }

    /// The colour as this vision sees it, in linear RGB (each channel within [0, 1]).
    pub fn simulate(self, rgb: (u8, u8, u8)) -> [f64; 3] {
        let l = linear(rgb);
        self.matrix()
            .map(|row| (row[0] * l[0] + row[1] * l[1] + row[2] * l[2]).clamp(0.0, 1.0))
    }
}

/// An sRGB colour's channels in linear light.
pub fn linear((r, g, b): (u8, u8, u8)) -> [f64; 3] {
    [r, g, b].map(|c| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    })
}

/// WCAG 2.1's relative luminance of an sRGB colour.
pub fn relative_luminance(rgb: (u8, u8, u8)) -> f64 {
    let [r, g, b] = linear(rgb);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// WCAG 2.1's contrast ratio of two colours (from 1 to 21).
pub fn contrast_ratio(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// CIELAB (D65 white) of a linear-RGB colour.
pub fn lab([r, g, b]: [f64; 3]) -> [f64; 3] {
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// How different two sRGB colours look through `vision`: CIEDE2000 of the simulated colours.
pub fn difference(vision: Vision, a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    ciede2000(lab(vision.simulate(a)), lab(vision.simulate(b)))
}

/// The CIEDE2000 colour difference of two CIELAB colours (kL = kC = kH = 1).
pub fn ciede2000([l1, a1, b1]: [f64; 3], [l2, a2, b2]: [f64; 3]) -> f64 {
    let c_mean = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (c_mean.powi(7) / (c_mean.powi(7) + 25f64.powi(7))).sqrt());
    let (a1, a2) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1, c2) = (a1.hypot(b1), a2.hypot(b2));
    let hue = |b: f64, a: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1, h2) = (hue(b1, a1), hue(b2, a2));
    let dl = l2 - l1;
    let dc = c2 - c1;
    let dh = if c1 * c2 == 0.0 {
        0.0
    } else if (h2 - h1).abs() <= 180.0 {
        h2 - h1
    } else if h2 - h1 > 180.0 {
        h2 - h1 - 360.0
    } else {
        h2 - h1 + 360.0
    };
    let d_hue = 2.0 * (c1 * c2).sqrt() * (dh.to_radians() / 2.0).sin();
    let l_mean = (l1 + l2) / 2.0;
    let c_mean = (c1 + c2) / 2.0;
    let h_mean = if c1 * c2 == 0.0 {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let cos = |deg: f64| deg.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(h_mean - 30.0) + 0.24 * cos(2.0 * h_mean) + 0.32 * cos(3.0 * h_mean + 6.0)
            - 0.20 * cos(4.0 * h_mean - 63.0);
    let d_theta = 30.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * (c_mean.powi(7) / (c_mean.powi(7) + 25f64.powi(7))).sqrt();
    let s_l = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
    let s_c = 1.0 + 0.045 * c_mean;
    let s_h = 1.0 + 0.015 * c_mean * t;
    let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;
    let (l, c, h) = (dl / s_l, dc / s_c, d_hue / s_h);
    (l * l + c * c + h * h + r_t * c * h).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ciede2000_matches_sharma_wu_dalal_test_data() {
        // Pairs 1, 7, 13, 17, 25 and 34 of the published table (to its four decimals).
        let cases = [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
            ([50.0, 2.4900, -0.0010], [50.0, -2.4900, 0.0011], 7.2195),
            ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
            (
                [60.2574, -34.0099, 36.2677],
                [60.4626, -34.1751, 39.4387],
                1.2644,
            ),
            (
                [2.0776, 0.0795, -1.1350],
                [0.9033, -0.0636, -0.5514],
                0.9082,
            ),
        ];
        for (a, b, want) in cases {
            let got = ciede2000(a, b);
            assert!((got - want).abs() < 5e-4, "{a:?} {b:?}: {got} ≠ {want}");
            assert!((ciede2000(b, a) - want).abs() < 5e-4, "symmetric");
        }
    }

    #[test]
    fn lab_of_white_black_and_red() {
        let white = lab(linear((255, 255, 255)));
        assert!((white[0] - 100.0).abs() < 1e-3 && white[1].abs() < 1e-2 && white[2].abs() < 1e-2);
        assert!(lab(linear((0, 0, 0)))[0].abs() < 1e-9);
        // sRGB red is L* 53.24, a* 80.09, b* 67.20.
        let red = lab(linear((255, 0, 0)));
        for (got, want) in red.iter().zip([53.24, 80.09, 67.20]) {
            assert!((got - want).abs() < 0.02, "{red:?}");
        }
    }

    #[test]
    fn the_simulation_merges_what_dichromats_confuse_and_keeps_the_rest() {
        // Red and green of equal lightness: far apart to most, nearly one colour without
        // red or green cones.
        let (red, green) = ((210, 80, 40), (130, 120, 40));
        assert!(difference(Vision::Normal, red, green) > 30.0);
        assert!(difference(Vision::Protanopia, red, green) < 6.5);
        assert!(difference(Vision::Deuteranopia, red, green) < 6.5);
        // Blue against yellow survives both.
        for v in Vision::ALL {
            assert!(difference(v, (40, 70, 200), (220, 190, 30)) > 40.0, "{v:?}");
        }
        // Greys stay grey: each row of the matrices sums to 1.
        for v in Vision::ALL {
            let [r, g, b] = v.simulate((128, 128, 128));
            assert!((r - g).abs() < 1e-3 && (g - b).abs() < 1e-3, "{v:?}");
        }
    }

    #[test]
    fn contrast_of_black_on_white_is_21() {
        assert!((contrast_ratio((0, 0, 0), (255, 255, 255)) - 21.0).abs() < 1e-9);
        assert!((contrast_ratio((118, 118, 118), (255, 255, 255)) - 4.54).abs() < 0.01);
    }
}
