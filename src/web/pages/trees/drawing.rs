//! The tree drawn as SVG in a tidy layout: the plain structure while the sketch does not
//! build, otherwise with the backward-induction steps shown so far and optionally one
//! equilibrium's strategies with its non-credible threats. Information sets are drawn as
//! textbooks draw them: the nodes of one set joined by a dashed line, labelled with the set's
//! name; the node marked for joining a set has a ring.

use yew::prelude::*;

use crate::equilibrium::subgame::Threat;
use crate::exact::format_number;
use crate::games::extensive::edit::{Path, Sketch};
use crate::games::extensive::words::number_path_in;
use crate::i18n::Args;
use crate::models::extensive::{GameTree, Profile, CHANCE};
use crate::web::i18n::{t, tf};

const DX: f64 = 74.0;
const DY: f64 = 86.0;
const PAD: f64 = 40.0;

fn pos(x: f64, depth: usize) -> (f64, f64) {
    (PAD + x * DX, PAD + depth as f64 * DY)
}

/// Screen positions of laid-out nodes by path, and the drawing's width and height.
fn positions(
    placed: &[crate::games::extensive::edit::Placed],
) -> (std::collections::HashMap<&Path, (f64, f64)>, f64, f64) {
    let by_path: std::collections::HashMap<&Path, (f64, f64)> = placed
        .iter()
        .map(|p| (&p.path, pos(p.x, p.depth)))
        .collect();
    let width = by_path.values().map(|p| p.0).fold(0.0, f64::max) + PAD * 2.5;
    let height = by_path.values().map(|p| p.1).fold(0.0, f64::max) + PAD * 1.6;
    (by_path, width, height)
}

/// Draws the sketch when it does not build (a bad payoff): structure only.
pub(super) fn tree_svg_plain(
    s: &Sketch,
    sel: &Path,
    marked: Option<&Path>,
    selected: UseStateHandle<Path>,
) -> Html {
    let placed = s.layout();
    let (by_path, width, height) = positions(&placed);
    html! {
        <svg class="game-tree" id="game-tree" tabindex="0" viewBox={format!("0 0 {width:.0} {height:.0}")} width={format!("{width:.0}")} height={format!("{height:.0}")} role="group" aria-label={t("trees-svg-label")}>
            { for placed.iter().filter(|p| !p.path.is_empty()).map(|p| edge_view(s, &by_path, &p.path, false, false)) }
            { information_sets(s, &by_path, marked) }
            { for placed.iter().map(|p| node_shape(s, &p.path, by_path[&p.path], sel, &selected, "", None)) }
        </svg>
    }
}

/// The edge into the node at `path` (not the root), with its action label (and probability
/// at a chance node), marked as chosen by backward induction and/or by an equilibrium.
fn edge_view(
    s: &Sketch,
    by_path: &std::collections::HashMap<&Path, (f64, f64)>,
    path: &Path,
    chosen: bool,
    ne: bool,
) -> Html {
    let parent = path[..path.len() - 1].to_vec();
    let action = *path.last().expect("not the root");
    let (x1, y1) = by_path[&parent];
    let (x2, y2) = by_path[path];
    let label = match s.get(&parent) {
        Some(Sketch::Decision { actions, .. }) => actions[action].0.clone(),
        Some(Sketch::Chance { outcomes, .. }) => {
            format!("{} ({})", outcomes[action].0, outcomes[action].1)
        }
        _ => String::new(),
    };
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    html! {
        <g class={classes!("edge-group", chosen.then_some("bi-chosen"), ne.then_some("ne-edge"))}>
            <line class="edge" x1={format!("{x1:.1}")} y1={format!("{y1:.1}")} x2={format!("{x2:.1}")} y2={format!("{y2:.1}")} />
            if ne { <line class="ne-line" x1={format!("{x1:.1}")} y1={format!("{y1:.1}")} x2={format!("{x2:.1}")} y2={format!("{y2:.1}")} /> }
            <text class="action" x={format!("{:.1}", mx + if x2 >= x1 { 6.0 } else { -6.0 })} y={format!("{my:.1}")} text-anchor={if x2 >= x1 { "start" } else { "end" }} font-size="11">{ label }</text>
        </g>
    }
}

fn node_shape(
    s: &Sketch,
    path: &Path,
    (x, y): (f64, f64),
    sel: &Path,
    selected: &UseStateHandle<Path>,
    extra: &'static str,
    value: Option<String>,
) -> Html {
    let words = crate::web::i18n::catalogue();
    let onclick = {
        let selected = selected.clone();
        let path = path.clone();
        Callback::from(move |_: MouseEvent| selected.set(path.clone()))
    };
    let is_sel = path == sel;
    let id = format!(
        "node-{}",
        if path.is_empty() {
            "root".to_string()
        } else {
            path.iter()
                .map(|a| a.to_string())
                .collect::<Vec<_>>()
                .join("-")
        }
    );
    let value_text = value.map(|v| {
        html! { <text class="bi-value" x={format!("{:.1}", x + 16.0)} y={format!("{:.1}", y - 10.0)} font-size="11">{ v }</text> }
    });
    match s.get(path) {
        Some(Sketch::Decision { player, label, .. }) => html! {
            <g class={classes!("node", "decision", format!("p{}", player + 1), is_sel.then_some("selected"), (!extra.is_empty()).then_some(extra))} id={id} onclick={onclick}>
                <title>{ tf("trees-node-title", Args::new().text("node", if label.is_empty() { number_path_in(path, &words) } else { label.clone() }).count("player", *player as i64 + 1)) }</title>
                <rect class="hit" x={format!("{:.1}", x - 20.0)} y={format!("{:.1}", y - 20.0)} width="40" height="40" />
                <circle cx={format!("{x:.1}")} cy={format!("{y:.1}")} r="14" />
                <text x={format!("{x:.1}")} y={format!("{:.1}", y + 4.0)} text-anchor="middle" font-size="12" class="mover">{ format!("{}", player + 1) }</text>
                if !label.is_empty() { <text x={format!("{:.1}", x - 18.0)} y={format!("{:.1}", y - 14.0)} text-anchor="end" font-size="11" class="label">{ label.clone() }</text> }
                { for value_text }
            </g>
        },
        Some(Sketch::Chance { label, .. }) => html! {
            <g class={classes!("node", "chance", is_sel.then_some("selected"), (!extra.is_empty()).then_some(extra))} id={id} onclick={onclick}>
                <title>{ tf("trees-chance-title", Args::new().text("node", if label.is_empty() { number_path_in(path, &words) } else { label.clone() })) }</title>
                <rect class="hit" x={format!("{:.1}", x - 20.0)} y={format!("{:.1}", y - 20.0)} width="40" height="40" />
                <circle cx={format!("{x:.1}")} cy={format!("{y:.1}")} r="14" />
                <text x={format!("{x:.1}")} y={format!("{:.1}", y + 4.0)} text-anchor="middle" font-size="12" class="mover">{ t("trees-chance-mark") }</text>
                if !label.is_empty() { <text x={format!("{:.1}", x - 18.0)} y={format!("{:.1}", y - 14.0)} text-anchor="end" font-size="11" class="label">{ label.clone() }</text> }
                { for value_text }
            </g>
        },
        Some(Sketch::Leaf { payoffs }) => html! {
            <g class={classes!("node", "leaf", is_sel.then_some("selected"))} id={id} onclick={onclick}>
                <rect class="hit" x={format!("{:.1}", x - 26.0)} y={format!("{:.1}", y - 12.0)} width="52" height="38" />
                <rect class="mark" x={format!("{:.1}", x - 5.0)} y={format!("{:.1}", y - 5.0)} width="10" height="10" />
                <text x={format!("{x:.1}")} y={format!("{:.1}", y + 20.0)} text-anchor="middle" font-size="11" class="payoffs">{ format!("({}, {})", payoffs[0], payoffs[1]) }</text>
            </g>
        },
        None => html! {},
    }
}

/// Draws the tree with the backward-induction steps shown so far (chosen edges, values) and
/// optionally one equilibrium's strategies (dashed) with its non-credible threats (red rings);
/// `sel` is the selected node and `marked` the one marked for joining an information set.
pub(super) fn tree_svg(
    s: &Sketch,
    tree: &GameTree,
    paths: &[Path],
    (sel, marked): (&Path, Option<&Path>),
    steps: &[crate::equilibrium::subgame::Step],
    equilibrium: Option<(&Profile, Option<&Vec<Threat>>)>,
    selected: UseStateHandle<Path>,
) -> Html {
    let placed = s.layout();
    let (by_path, width, height) = positions(&placed);
    let id_of: std::collections::HashMap<&Path, usize> =
        paths.iter().enumerate().map(|(i, p)| (p, i)).collect();
    // Chosen action per node from the shown steps; value per node.
    let mut bi_choice = std::collections::HashMap::new();
    let mut bi_value = std::collections::HashMap::new();
    for st in steps {
        if st.player != CHANCE {
            bi_choice.insert(st.node, st.action);
        }
        bi_value.insert(
            st.node,
            format!(
                "({}, {})",
                format_number(&st.value[0]),
                format_number(&st.value[1])
            ),
        );
    }
    let current = steps.last().map(|st| st.node);
    // The equilibrium's action per decision node.
    let mut ne_choice = std::collections::HashMap::new();
    let mut threat_nodes = std::collections::HashSet::new();
    if let Some((profile, threats)) = equilibrium {
        for (p, prof) in profile.iter().enumerate() {
            for (k, n) in tree.decision_nodes(p).into_iter().enumerate() {
                ne_choice.insert(n, prof[k]);
            }
        }
        for t in threats.into_iter().flatten() {
            threat_nodes.insert(t.node);
        }
    }
    let edges = placed.iter().filter(|p| !p.path.is_empty()).map(|p| {
        let parent = p.path[..p.path.len() - 1].to_vec();
        let action = *p.path.last().expect("nonempty");
        let pid = id_of[&parent];
        edge_view(
            s,
            &by_path,
            &p.path,
            bi_choice.get(&pid) == Some(&action),
            ne_choice.get(&pid) == Some(&action),
        )
    });
    let nodes = placed.iter().map(|p| {
        let id = id_of[&p.path];
        let extra = if threat_nodes.contains(&id) {
            "threat"
        } else if current == Some(id) {
            "current"
        } else if bi_value.contains_key(&id) {
            "solved"
        } else {
            ""
        };
        node_shape(
            s,
            &p.path,
            by_path[&p.path],
            sel,
            &selected,
            extra,
            bi_value.get(&id).cloned(),
        )
    });
    html! {
        <svg class="game-tree" id="game-tree" tabindex="0" viewBox={format!("0 0 {width:.0} {height:.0}")} width={format!("{width:.0}")} height={format!("{height:.0}")} role="group" aria-label={t("trees-svg-label")}>
            { for edges }
            { information_sets(s, &by_path, marked) }
            { for nodes }
        </svg>
    }
}

/// The information sets with more than one node, each a dashed line through its nodes (in
/// preorder: left to right at one depth) labelled with its name (or its player and number), and
/// a ring around the node marked for joining.
fn information_sets(
    s: &Sketch,
    by_path: &std::collections::HashMap<&Path, (f64, f64)>,
    marked: Option<&Path>,
) -> Html {
    let lines = s.information_sets().into_iter().filter(|set| set.paths.len() > 1).map(|set| {
        let points: Vec<(f64, f64)> = set.paths.iter().filter_map(|p| by_path.get(p).copied()).collect();
        // Consecutive nodes joined by an arc bowing upwards, over the nodes between them.
        let mut d = format!("M{:.1} {:.1}", points[0].0, points[0].1);
        for w in points.windows(2) {
            let ((xa, ya), (xb, yb)) = (w[0], w[1]);
            d.push_str(&format!(
                " Q{:.1} {:.1} {xb:.1} {yb:.1}",
                (xa + xb) / 2.0,
                ya.min(yb) - 26.0
            ));
        }
        let name = if set.tag.name.is_empty() {
            format!("{}.{}", set.player + 1, set.tag.number)
        } else {
            set.tag.name.clone()
        };
        let (x0, y0) = points[0];
        let (x1, y1) = points[1];
        html! {
            <g class={classes!("infoset", format!("p{}", set.player + 1))} id={format!("infoset-{}-{}", set.player + 1, set.tag.number)}>
                <title>{ tf("trees-infoset-title", Args::new().text("name", name.clone()).count("player", set.player as i64 + 1).count("n", set.paths.len() as i64)) }</title>
                <path class="infoset-line" d={d} />
                <text class="infoset-label" x={format!("{:.1}", (x0 + x1) / 2.0)} y={format!("{:.1}", y0.min(y1) - 16.0)} text-anchor="middle" font-size="11">{ name }</text>
            </g>
        }
    });
    let ring = marked.and_then(|m| by_path.get(m)).map(|(x, y)| {
        html! { <circle class="marked-ring" id="marked-ring" cx={format!("{x:.1}")} cy={format!("{y:.1}")} r="20" /> }
    });
    html! { <>{ for lines }{ for ring }</> }
}
