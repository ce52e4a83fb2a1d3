//! The USA map drawn from the data file: cities as labelled dots, routes as their cars (in their
//! card colour, or their owner's once claimed), the human's ticket cities ringed, claimable
//! routes clickable.

use yew::prelude::*;

use crate::games::ticket_to_ride::lab::TableView;
use crate::games::ticket_to_ride::{kind_name, usa};

/// The drawing's size in SVG units (the map's coordinates are fractions of it).
const MAP_W: f64 = 1000.0;
const MAP_H: f64 = 580.0;
const MARGIN: f64 = 24.0;

/// The players' colours on the map and in the tables.
pub(super) const PLAYER_COLORS: [&str; 5] = ["#2563eb", "#dc2626", "#15803d", "#a16207", "#7c3aed"];

/// A card kind's colour on screen (gray routes: `None`).
pub(super) fn kind_color(k: Option<u8>) -> &'static str {
    match k {
        None => "#c8c8c8",
        Some(c) => match kind_name(c) {
            "red" => "#d62828",
            "blue" => "#1d4ed8",
            "green" => "#16a34a",
            "yellow" => "#facc15",
            "orange" => "#f97316",
            "black" => "#262626",
            "white" => "#fafafa",
            "pink" => "#ec4899",
            _ => "#8b8b8b",
        },
    }
}

fn point(city: usize) -> (f64, f64) {
    let c = &usa().cities[city];
    (
        MARGIN + c.x * (MAP_W - 2.0 * MARGIN),
        MARGIN + c.y * (MAP_H - 2.0 * MARGIN),
    )
}

#[derive(Properties, PartialEq)]
pub(super) struct MapProps {
    pub(super) view: TableView,
    pub(super) claimable: Vec<usize>,
    pub(super) selected: Option<usize>,
    pub(super) on_route: Callback<usize>,
}

/// The map from the data: cities as labelled dots, each route as its cars along the segment
/// between its cities, the two tracks of a double route side by side.
#[function_component(MapView)]
pub(super) fn map_view(props: &MapProps) -> Html {
    let map = usa();
    let v = &props.view;
    let mut ticket_cities = Vec::new();
    for t in v.tickets.iter().chain(v.offered.iter()) {
        ticket_cities.push(t.cities.0);
        ticket_cities.push(t.cities.1);
    }
    let routes = map.routes.iter().enumerate().map(|(r, route)| {
        let (ax, ay) = point(route.a);
        let (bx, by) = point(route.b);
        let (dx, dy) = (bx - ax, by - ay);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        let (nx, ny) = (-uy, ux);
        let offset = match route.partner {
            Some(q) if q < r => 5.5,
            Some(_) => -5.5,
            None => 0.0,
        };
        let end = 9.0;
        let cars = f64::from(route.length);
        let slot = (len - 2.0 * end) / cars;
        let car = (slot - 2.0).max(2.0);
        let angle = uy.atan2(ux).to_degrees();
        let owner = v.owner[r];
        let fill = match owner {
            Some(p) => PLAYER_COLORS[usize::from(p)],
            None => kind_color(route.color),
        };
        let claimable = props.claimable.contains(&r);
        let selected = props.selected == Some(r);
        let on_route = props.on_route.clone();
        let onclick = claimable.then(|| Callback::from(move |_: MouseEvent| on_route.emit(r)));
        let title = format!(
            "{}{}",
            map.route_name(r),
            match owner {
                Some(p) => format!(" — claimed by {}", v.seats[usize::from(p)].name),
                None => String::new(),
            }
        );
        html! {
            <g id={format!("ttr-route-{r}")} class={classes!("ttr-route", owner.map(|_| "claimed"), claimable.then_some("claimable"), selected.then_some("selected"))}
                data-owner={owner.map(|p| p.to_string())} {onclick}>
                <title>{ title }</title>
                { for (0..route.length).map(|i| {
                    let t = end + slot * (f64::from(i) + 0.5);
                    let cx = ax + ux * t + nx * offset;
                    let cy = ay + uy * t + ny * offset;
                    html! {
                        <g transform={format!("translate({cx:.1} {cy:.1}) rotate({angle:.1})")}>
                            <rect x={format!("{:.1}", -car / 2.0)} y="-4" width={format!("{car:.1}")} height="8" rx="1.5" fill={fill} />
                            if owner.is_some() { <circle r="2.2" fill="#fff" /> }
                        </g>
                    }
                }) }
            </g>
        }
    });
    let cities = map.cities.iter().enumerate().map(|(i, city)| {
        let (x, y) = point(i);
        let ticket = ticket_cities.contains(&i);
        let anchor = if city.x > 0.85 { "end" } else { "start" };
        let tx = if city.x > 0.85 { x - 7.0 } else { x + 7.0 };
        html! {
            <g class={classes!("ttr-city", ticket.then_some("ticket"))}>
                <circle cx={format!("{x:.1}")} cy={format!("{y:.1}")} r={if ticket { "7" } else { "5" }} />
                <text x={format!("{tx:.1}")} y={format!("{:.1}", y - 7.0)} text-anchor={anchor}>{ &city.name }</text>
            </g>
        }
    });
    html! {
        <>
        <div class="ttr-map-box" id="ttr-map-box">
            <svg class="ttr-map" id="ttr-map" viewBox={format!("0 0 {MAP_W} {MAP_H}")} role="img" aria-label="The USA map with its routes">
                { for routes }
                { for cities }
            </svg>
        </div>
            <p class="hint ttr-legend">{ "Unclaimed routes in their card colour (gray: any one colour); claimed routes in their owner's colour with a white dot on each car; your ticket cities ringed. Click a claimable route (outlined in blue) to claim it." }</p>
        </>
    }
}
