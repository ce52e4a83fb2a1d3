//! How the page draws the USA map, computed here so that it is tested natively: the cards'
//! colours, the owners' colours and marks (none of which a card has), where each city, city
//! label and car of a route lies, and the map's zoom steps. The page only turns these numbers
//! into SVG.
//!
//! A claimed route is drawn in its owner's colour as a thick band under its cars, each car
//! carrying the owner's number ([`owner_style`]); an unclaimed route keeps its card colour
//! ([`kind_color`]). Owner colours are chosen away from every card colour and from gray, so
//! the two never read alike (a test measures the distance).

use super::{usa, KINDS, LOCOMOTIVE};

/// The drawing's width in SVG units (the map's coordinates are fractions of it).
pub const MAP_W: f64 = 1000.0;
/// The drawing's height in SVG units.
pub const MAP_H: f64 = 580.0;
/// The blank border around the map, in SVG units.
pub const MARGIN: f64 = 24.0;
/// The free length at each end of a route, between the city's dot and the first car.
const END: f64 = 9.0;
/// How far each track of a double route lies from the line between its cities.
const DOUBLE_OFFSET: f64 = 5.5;

/// The card colours on screen by kind: the eight colours in [`super::COLOR_NAMES`]'s order,
/// then the locomotive.
pub const CARD_COLORS: [&str; KINDS] = [
    "#d62828", "#1d4ed8", "#16a34a", "#facc15", "#f97316", "#262626", "#fafafa", "#ec4899",
    "#8b8b8b",
];

/// A gray route's colour (any one card colour pays for it).
pub const GRAY_ROUTE: &str = "#c8c8c8";

/// A card kind's colour on screen (a gray route: `None`).
pub fn kind_color(k: Option<u8>) -> &'static str {
    match k {
        None => GRAY_ROUTE,
        Some(c) => CARD_COLORS[usize::from(c.min(LOCOMOTIVE))],
    }
}

/// The owners' colours by seat: purple, teal, brown, cyan, lime — none a card colour.
pub const OWNER_COLORS: [&str; 5] = ["#7e22ce", "#0f766e", "#7c4a1e", "#22d3ee", "#84cc16"];

/// How a player's claimed routes look, and how the legend and the seats' table show them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwnerStyle {
    /// The band's and the cars' colour.
    pub color: &'static str,
    /// The colour of the mark and of the cars' outline, readable on `color`.
    pub ink: &'static str,
    /// The mark on each claimed car: the seat's number, 1 for the first seat.
    pub mark: char,
}

/// The look of seat `p`'s routes (seats 0–4).
pub fn owner_style(p: u8) -> OwnerStyle {
    let i = usize::from(p).min(OWNER_COLORS.len() - 1);
    OwnerStyle {
        color: OWNER_COLORS[i],
        // The two light colours take dark ink; the three dark ones white.
        ink: if i >= 3 { "#111111" } else { "#ffffff" },
        mark: char::from(b'1' + i as u8),
    }
}

/// Where city `c` lies in the drawing.
pub fn city_point(c: usize) -> (f64, f64) {
    let city = &usa().cities[c];
    (
        MARGIN + city.x * (MAP_W - 2.0 * MARGIN),
        MARGIN + city.y * (MAP_H - 2.0 * MARGIN),
    )
}

/// A city's name as drawn: where its text starts (or ends) and which way it runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CityLabel {
    /// The text's anchor point, left to right.
    pub x: f64,
    /// Its baseline, top to bottom.
    pub y: f64,
    /// `start` (the text runs right of the city) or `end` (left of it, near the east edge).
    pub anchor: &'static str,
}

/// Where city `c`'s name is written: above and beside its dot, to the left near the east edge
/// so that it stays inside the drawing.
pub fn city_label(c: usize) -> CityLabel {
    let (x, y) = city_point(c);
    let east = usa().cities[c].x > 0.85;
    CityLabel {
        x: if east { x - 7.0 } else { x + 7.0 },
        y: y - 7.0,
        anchor: if east { "end" } else { "start" },
    }
}

/// A route as drawn: its cars' centres along the segment between its cities (beside it for
/// a track of a double route), their angle and length, and the segment the cars cover.
#[derive(Clone, Debug, PartialEq)]
pub struct RouteShape {
    /// Each car's centre.
    pub cars: Vec<(f64, f64)>,
    /// The cars' angle in degrees (clockwise from the x axis, as SVG rotates).
    pub angle: f64,
    /// A car's length.
    pub car_len: f64,
    /// Where the first car begins.
    pub from: (f64, f64),
    /// Where the last car ends.
    pub to: (f64, f64),
}

/// Route `r`'s shape in the drawing.
pub fn route_shape(r: usize) -> RouteShape {
    let route = &usa().routes[r];
    let (ax, ay) = city_point(route.a);
    let (bx, by) = city_point(route.b);
    let (dx, dy) = (bx - ax, by - ay);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    let offset = match route.partner {
        Some(q) if q < r => DOUBLE_OFFSET,
        Some(_) => -DOUBLE_OFFSET,
        None => 0.0,
    };
    let at = |t: f64| (ax + ux * t + nx * offset, ay + uy * t + ny * offset);
    let slot = (len - 2.0 * END) / f64::from(route.length);
    RouteShape {
        cars: (0..route.length)
            .map(|i| at(END + slot * (f64::from(i) + 0.5)))
            .collect(),
        angle: uy.atan2(ux).to_degrees(),
        car_len: (slot - 2.0).max(2.0),
        from: at(END),
        to: at(len - END),
    }
}

/// The width on screen, in CSS pixels, of the invisible band along each claimable route that
/// takes a tap or a click (a finger's width, whatever the map's scale).
pub const HIT_WIDTH_PX: u32 = 24;

/// The map's zoom steps, in percent of its fitted width.
pub const ZOOMS: [u32; 5] = [100, 150, 200, 300, 400];

/// The next zoom step up from `zoom` (the largest stays).
pub fn zoom_in(zoom: u32) -> u32 {
    ZOOMS
        .iter()
        .copied()
        .find(|&z| z > zoom)
        .unwrap_or(ZOOMS[ZOOMS.len() - 1])
}

/// The next zoom step down from `zoom` (the smallest stays).
pub fn zoom_out(zoom: u32) -> u32 {
    ZOOMS
        .iter()
        .rev()
        .copied()
        .find(|&z| z < zoom)
        .unwrap_or(ZOOMS[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A colour's CIELAB coordinates (sRGB, D65).
    fn lab(hex: &str) -> [f64; 3] {
        let h = hex.trim_start_matches('#');
        let channel = |i: usize| {
            let c = f64::from(u8::from_str_radix(&h[i..i + 2], 16).unwrap()) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        let (r, g, b) = (channel(0), channel(2), channel(4));
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |v: f64| {
            if v > 0.008856 {
                v.cbrt()
            } else {
                7.787 * v + 16.0 / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    /// The CIE76 colour difference (about 2.3 is just noticeable; 25 and more reads as
    /// another colour).
    fn delta_e(a: &str, b: &str) -> f64 {
        let (p, q) = (lab(a), lab(b));
        p.iter()
            .zip(&q)
            .map(|(x, y)| (x - y).powi(2))
            .sum::<f64>()
            .sqrt()
    }

    #[test]
    fn owners_look_like_no_card_and_like_no_other_owner() {
        let cards: Vec<&str> = (0..KINDS as u8)
            .map(|k| kind_color(Some(k)))
            .chain([kind_color(None)])
            .collect();
        assert_eq!(cards.len(), 10);
        for p in 0..5u8 {
            let s = owner_style(p);
            for &c in &cards {
                assert_ne!(s.color, c);
                assert!(
                    delta_e(s.color, c) >= 25.0,
                    "owner {p}'s {} is too near the card colour {c}: ΔE {:.1}",
                    s.color,
                    delta_e(s.color, c)
                );
            }
            for q in 0..p {
                let t = owner_style(q);
                assert!(delta_e(s.color, t.color) >= 30.0, "owners {q} and {p}");
                assert_ne!(s.mark, t.mark);
            }
            assert_eq!(s.mark.to_string(), (p + 1).to_string());
            // The mark is readable on the band: far from its colour.
            assert!(delta_e(s.ink, s.color) >= 40.0, "owner {p}'s mark");
        }
    }

    #[test]
    fn every_route_has_a_car_per_train_between_its_cities() {
        let map = usa();
        for (r, route) in map.routes.iter().enumerate() {
            let s = route_shape(r);
            assert_eq!(s.cars.len(), usize::from(route.length));
            assert!(s.car_len >= 2.0);
            let inside =
                |(x, y): (f64, f64)| (0.0..=MAP_W).contains(&x) && (0.0..=MAP_H).contains(&y);
            assert!(s.cars.iter().copied().all(inside) && inside(s.from) && inside(s.to));
            if let Some(q) = route.partner {
                // The two tracks lie apart, on either side of the line between the cities.
                let o = route_shape(q);
                let (a, b) = (s.cars[0], o.cars[0]);
                let gap = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
                assert!((gap - 2.0 * DOUBLE_OFFSET).abs() < 1e-9, "route {r}: {gap}");
            }
        }
    }

    #[test]
    fn labels_sit_by_their_city_inside_the_drawing() {
        for c in 0..usa().cities.len() {
            let (x, y) = city_point(c);
            let l = city_label(c);
            assert!(((l.x - x).abs() - 7.0).abs() < 1e-9 && (l.y - (y - 7.0)).abs() < 1e-9);
            assert_eq!(l.anchor == "end", l.x < x);
            assert!(l.y > 0.0);
        }
    }

    #[test]
    fn zoom_steps_up_and_down_and_stop_at_the_ends() {
        assert_eq!(zoom_in(100), 150);
        assert_eq!(zoom_in(300), 400);
        assert_eq!(zoom_in(400), 400);
        assert_eq!(zoom_out(150), 100);
        assert_eq!(zoom_out(100), 100);
        assert_eq!(zoom_out(400), 300);
        assert!(ZOOMS.windows(2).all(|w| w[0] < w[1]));
    }
}
