//! The USA map drawn from the data file, in the core's geometry and colours
//! ([`drawing`](crate::games::ticket_to_ride::drawing)): routes as their cars (unclaimed in their
//! card colour; claimed on a band of their owner's colour with the owner's number on each
//! car), an invisible finger-wide band under each claimable route that takes a tap, the city
//! dots (the human's ticket cities ringed), then the cities' names above everything with a
//! halo; a zoom control that scales the map inside its scrolling box, and a legend naming each
//! player with their mark.

use yew::prelude::*;

use crate::games::ticket_to_ride::drawing::{
    city_label, city_point, kind_color, owner_style, route_shape, zoom_in, zoom_out, HIT_WIDTH_PX,
    MAP_H, MAP_W, ZOOMS,
};
use crate::games::ticket_to_ride::lab::TableView;
use crate::games::ticket_to_ride::usa;
use crate::i18n::Args;
use crate::web::i18n::{catalogue, t, tf};

#[derive(Properties, PartialEq)]
pub(super) struct MapProps {
    pub(super) view: TableView,
    pub(super) claimable: Vec<usize>,
    pub(super) selected: Option<usize>,
    pub(super) on_route: Callback<usize>,
}

/// A number for an SVG attribute.
fn n(v: f64) -> String {
    format!("{v:.1}")
}

/// An owner's mark as a chip (the legend and the seats' table).
pub(super) fn owner_chip(p: u8) -> Html {
    let s = owner_style(p);
    html! {
        <span class="ttr-owner" data-owner={p.to_string()} style={format!("background:{};color:{}", s.color, s.ink)}>{ s.mark }</span>
    }
}

/// The map from the data, with its zoom control and legend.
#[function_component(MapView)]
pub(super) fn map_view(props: &MapProps) -> Html {
    let zoom = use_state(|| ZOOMS[0]);
    let map = usa();
    let words = catalogue();
    let v = &props.view;
    let mut ticket_cities = Vec::new();
    for t in v.tickets.iter().chain(v.offered.iter()) {
        ticket_cities.push(t.cities.0);
        ticket_cities.push(t.cities.1);
    }
    let click = |r: usize| {
        let on_route = props.on_route.clone();
        Callback::from(move |_: MouseEvent| on_route.emit(r))
    };
    // Under everything: a finger-wide invisible band along each claimable route.
    let hits = props.claimable.iter().map(|&r| {
        let s = route_shape(r);
        html! {
            <line id={format!("ttr-hit-{r}")} class="ttr-hit" data-route={r.to_string()}
                x1={n(s.from.0)} y1={n(s.from.1)} x2={n(s.to.0)} y2={n(s.to.1)}
                stroke-width={HIT_WIDTH_PX.to_string()} onclick={click(r)} />
        }
    });
    let routes = map.routes.iter().enumerate().map(|(r, route)| {
        let s = route_shape(r);
        let owner = v.owner[r];
        let style = owner.map(owner_style);
        let claimable = props.claimable.contains(&r);
        let selected = props.selected == Some(r);
        let onclick = claimable.then(|| click(r));
        let title = match owner {
            Some(p) => tf(
                "ttr-route-claimed",
                Args::new()
                    .text("route", map.route_name_in(r, &words))
                    .text("owner", v.seats[usize::from(p)].name.clone())
                    .text("mark", owner_style(p).mark.to_string()),
            ),
            None => map.route_name_in(r, &words),
        };
        let half = s.car_len / 2.0;
        html! {
            <g id={format!("ttr-route-{r}")} class={classes!("ttr-route", owner.map(|_| "claimed"), claimable.then_some("claimable"), selected.then_some("selected"))}
                data-owner={owner.map(|p| p.to_string())} data-mark={style.map(|s| s.mark.to_string())} {onclick}>
                <title>{ title }</title>
                if let Some(st) = style {
                    <line class="ttr-band" x1={n(s.from.0)} y1={n(s.from.1)} x2={n(s.to.0)} y2={n(s.to.1)} stroke={st.color} />
                }
                { for s.cars.iter().map(|&(cx, cy)| html! {
                    <g transform={format!("translate({cx:.1} {cy:.1}) rotate({:.1})", s.angle)}>
                        if let Some(st) = style {
                            <rect x={n(-half)} y="-4" width={n(s.car_len)} height="8" rx="1.5" fill={st.color} stroke={st.ink} />
                            <text class="ttr-mark" y="2.6" fill={st.ink} transform={format!("rotate({:.1})", -s.angle)}>{ st.mark }</text>
                        } else {
                            <rect x={n(-half)} y="-4" width={n(s.car_len)} height="8" rx="1.5" fill={kind_color(route.color)} />
                        }
                    </g>
                }) }
            </g>
        }
    });
    let cities = (0..map.cities.len()).map(|i| {
        let (x, y) = city_point(i);
        let ticket = ticket_cities.contains(&i);
        html! {
            <circle class={classes!("ttr-city", ticket.then_some("ticket"))} cx={n(x)} cy={n(y)} r={if ticket { "7" } else { "5" }} />
        }
    });
    let labels = map.cities.iter().enumerate().map(|(i, city)| {
        let l = city_label(i);
        let ticket = ticket_cities.contains(&i);
        html! {
            <text class={classes!("ttr-label", ticket.then_some("ticket"))} x={n(l.x)} y={n(l.y)} text-anchor={l.anchor}>{ &city.name }</text>
        }
    });
    let step = |f: fn(u32) -> u32| {
        let zoom = zoom.clone();
        Callback::from(move |_: MouseEvent| zoom.set(f(*zoom)))
    };
    let reset = {
        let zoom = zoom.clone();
        Callback::from(move |_: MouseEvent| zoom.set(ZOOMS[0]))
    };
    let (min, max) = (ZOOMS[0], ZOOMS[ZOOMS.len() - 1]);
    html! {
        <>
        <div class="controls ttr-zoom" role="group" aria-label={t("ttr-zoom-group")}>
            <button id="ttr-zoom-out" class="small" aria-label={t("ttr-zoom-out")} disabled={*zoom == min} onclick={step(zoom_out)}>{ "−" }</button>
            <span id="ttr-zoom" class="hint">{ format!("{}%", *zoom) }</span>
            <button id="ttr-zoom-in" class="small" aria-label={t("ttr-zoom-in")} disabled={*zoom == max} onclick={step(zoom_in)}>{ "+" }</button>
            <button id="ttr-zoom-reset" class="small" disabled={*zoom == min} onclick={reset}>{ t("ttr-zoom-fit") }</button>
        </div>
        <div class="ttr-map-box" id="ttr-map-box">
            <svg class="ttr-map" id="ttr-map" style={format!("--zoom:{}", f64::from(*zoom) / 100.0)} viewBox={format!("0 0 {MAP_W} {MAP_H}")} role="img" aria-label={t("ttr-map-label")}>
                <g id="ttr-hits">{ for hits }</g>
                <g id="ttr-routes">{ for routes }</g>
                <g id="ttr-cities">{ for cities }</g>
                <g id="ttr-labels">{ for labels }</g>
            </svg>
        </div>
        <p class="ttr-legend" id="ttr-legend">
            <span class="hint">{ t("ttr-claimed-by") }{ " " }</span>
            { for v.seats.iter().enumerate().map(|(p, seat)| html! {
                <span class="ttr-legend-item" data-owner={p.to_string()}>{ owner_chip(p as u8) }{ " " }{ &seat.name }</span>
            }) }
        </p>
        <p class="hint">{ t("ttr-map-hint") }</p>
        </>
    }
}
