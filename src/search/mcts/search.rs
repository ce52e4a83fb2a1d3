//! The search: [`Mcts`] holds the root position, the tree, the seeded generator, the prior and
//! the simulation, and runs iterations whole ([`Mcts::run`]) or one phase at a time with a
//! report ([`Mcts::step_phase`]).
//!
//! Both ways run the same four functions (`select`, `expand`, `simulate`, `backpropagate`);
//! a stepped iteration keeps its state between calls, so stepping and running can be mixed
//! and give the same tree as running alone (the reports are only built when stepping).

use super::policy::{Prior, RandomPlayout, Simulation, UniformPrior};
use super::report::{
    BackpropagationReport, ExpansionReport, NodeUpdate, Phase, PhaseReport, SelectionReport,
    SelectionStep, SimulationReport, SimulationSource,
};
use super::select::choose;
use super::tree::{Node, NodeId, Outcome, Tree};
use super::{Config, Variant};
use crate::game::{Player, State, Turn};
use crate::rng::GameRng;
use crate::search::Searchable;

/// An iteration between its phases.
struct Pending<S: State> {
    next: Phase,
    path: Vec<NodeId>,
    state: S,
    expand: Option<usize>,
    value: f64,
}

/// Monte Carlo tree search from one position (see the [module](super) documentation).
pub struct Mcts<S: Searchable> {
    root: S,
    config: Config,
    tree: Tree<S::Action>,
    rng: GameRng,
    prior: Box<dyn Prior<S>>,
    simulation: Box<dyn Simulation<S>>,
    iterations: u64,
    pending: Option<Pending<S>>,
    moves: Vec<S::Action>,
}

impl<S: Searchable + 'static> Mcts<S> {
    /// A search from `root` with the uniform prior and random playouts.
    pub fn new(root: S, config: Config) -> Self {
        let mut search = Mcts {
            root: root.clone(),
            config,
            tree: Tree { nodes: Vec::new() },
            rng: config.seed.rng(),
            prior: Box::new(UniformPrior),
            simulation: Box::new(RandomPlayout::new()),
            iterations: 0,
            pending: None,
            moves: Vec::new(),
        };
        search.add_node(None, &root);
        search
    }

    /// The same search guided by `prior` (PUCT's policy and value), started afresh: the tree,
    /// the iterations and the generator are reset, so the root's priors are the new prior's.
    pub fn with_prior(mut self, prior: impl Prior<S> + 'static) -> Self {
        self.prior = Box::new(prior);
        let root = self.root.clone();
        self.tree.nodes.clear();
        self.rng = self.config.seed.rng();
        self.iterations = 0;
        self.pending = None;
        self.add_node(None, &root);
        self
    }

    /// The same search with `simulation` estimating new nodes.
    pub fn with_simulation(mut self, simulation: impl Simulation<S> + 'static) -> Self {
        self.simulation = Box::new(simulation);
        self
    }
}

impl<S: Searchable> Mcts<S> {
    /// The settings.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The position searched.
    pub fn root_state(&self) -> &S {
        &self.root
    }

    /// The tree so far.
    pub fn tree(&self) -> &Tree<S::Action> {
        &self.tree
    }

    /// Iterations completed (a stepped iteration counts once its backpropagation is done).
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// The prior's name.
    pub fn prior_name(&self) -> &'static str {
        self.prior.name()
    }

    /// The simulation's name.
    pub fn simulation_name(&self) -> &'static str {
        self.simulation.name()
    }

    /// True when no iteration can add anything: the root is terminal, or MCTS-Solver has
    /// proven it.
    pub fn is_finished(&self) -> bool {
        let root = self.tree.root();
        root.mover.is_none() || (self.config.variant == Variant::Solver && root.proven().is_some())
    }

    /// The phase [`Mcts::step_phase`] will run next (none when the search is finished between
    /// iterations).
    pub fn next_phase(&self) -> Option<Phase> {
        match &self.pending {
            Some(p) => Some(p.next),
            None if self.is_finished() => None,
            None => Some(Phase::Selection),
        }
    }

    /// Runs one phase of the current iteration (starting one if none is under way) and says
    /// what it did; `None` when the search is finished.
    pub fn step_phase(&mut self) -> Option<PhaseReport<S::Action>> {
        let Some(mut pending) = self.pending.take() else {
            if self.is_finished() {
                return None;
            }
            let (pending, report) = self.select(true);
            self.pending = Some(pending);
            return Some(PhaseReport::Selection(report));
        };
        let report = match pending.next {
            Phase::Selection => unreachable!("a pending iteration is past its selection"),
            Phase::Expansion => PhaseReport::Expansion(self.expand(&mut pending)),
            Phase::Simulation => PhaseReport::Simulation(self.simulate(&mut pending)),
            Phase::Backpropagation => {
                return Some(PhaseReport::Backpropagation(
                    self.backpropagate(pending, true),
                ));
            }
        };
        self.pending = Some(pending);
        Some(report)
    }

    /// Runs one whole iteration (the rest of a stepped one, if one is under way). False when
    /// the search is finished and nothing was done.
    pub fn iterate(&mut self) -> bool {
        let mut pending = match self.pending.take() {
            Some(p) => p,
            None if self.is_finished() => return false,
            None => self.select(false).0,
        };
        if pending.next == Phase::Expansion {
            self.expand(&mut pending);
        }
        if pending.next == Phase::Simulation {
            self.simulate(&mut pending);
        }
        self.backpropagate(pending, false);
        true
    }

    /// Runs up to `n` iterations, fewer when the search finishes first (MCTS-Solver proves the
    /// root); returns how many ran.
    pub fn run(&mut self, n: u64) -> u64 {
        let mut done = 0;
        while done < n && self.iterate() {
            done += 1;
        }
        done
    }

    fn add_node(&mut self, parent: Option<(NodeId, S::Action)>, state: &S) -> NodeId {
        let id = NodeId(u32::try_from(self.tree.nodes.len()).expect("fewer than 2³² nodes"));
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let mover = match state.turn() {
            Turn::Player(p) => Some(p),
            Turn::Terminal => None,
            Turn::Chance => panic!("Monte Carlo tree search asks for a deterministic game"),
        };
        let mut priors = Vec::new();
        if mover.is_some() && self.config.variant == Variant::Puct {
            self.prior.policy(state, &actions, &mut priors);
            assert_eq!(priors.len(), actions.len(), "one prior per action");
        }
        let (pessimistic, optimistic) = if mover.is_none() {
            let v = state.returns()[Player(0)];
            (v, v)
        } else {
            (f64::NEG_INFINITY, f64::INFINITY)
        };
        self.tree.nodes.push(Node {
            parent: parent.map(|p| p.0),
            action: parent.map(|p| p.1),
            mover,
            depth: parent.map_or(0, |p| self.tree.node(p.0).depth + 1),
            children: vec![None; actions.len()],
            actions,
            priors,
            visits: 0,
            value_sum: 0.0,
            pessimistic,
            optimistic,
        });
        id
    }

    fn select(&mut self, record: bool) -> (Pending<S>, SelectionReport<S::Action>) {
        let mut state = self.root.clone();
        let mut path = vec![NodeId::ROOT];
        let mut steps = Vec::new();
        let mut at = NodeId::ROOT;
        let mut expand = None;
        while let Some(mover) = self.tree.node(at).mover {
            let (i, children) = choose(&self.tree, at, mover, &self.config, &mut self.rng, record);
            let node = self.tree.node(at);
            if record {
                steps.push(SelectionStep {
                    node: at,
                    mover,
                    parent_visits: node.visits,
                    children,
                    chosen: i,
                });
            }
            match node.children[i] {
                Some(child) => {
                    state.apply(node.actions[i]);
                    path.push(child);
                    at = child;
                }
                None => {
                    expand = Some(i);
                    break;
                }
            }
        }
        let report = SelectionReport {
            path: path.clone(),
            steps,
            reached_terminal: expand.is_none(),
        };
        let pending = Pending {
            next: Phase::Expansion,
            path,
            state,
            expand,
            value: 0.0,
        };
        (pending, report)
    }

    fn expand(&mut self, pending: &mut Pending<S>) -> ExpansionReport<S::Action> {
        pending.next = Phase::Simulation;
        let parent = *pending.path.last().expect("a path starts at the root");
        let Some(i) = pending.expand.take() else {
            return ExpansionReport {
                parent,
                action: None,
                added: None,
                terminal: false,
            };
        };
        let action = self.tree.node(parent).actions[i];
        pending.state.apply(action);
        let id = self.add_node(Some((parent, action)), &pending.state);
        self.tree.nodes[parent.index()].children[i] = Some(id);
        pending.path.push(id);
        ExpansionReport {
            parent,
            action: Some(action),
            added: Some(id),
            terminal: self.tree.node(id).mover.is_none(),
        }
    }

    fn simulate(&mut self, pending: &mut Pending<S>) -> SimulationReport<S::Action> {
        pending.next = Phase::Backpropagation;
        let from = *pending.path.last().expect("a path starts at the root");
        self.moves.clear();
        let (value, source) = if pending.state.is_terminal() {
            (
                pending.state.returns()[Player(0)],
                SimulationSource::Terminal,
            )
        } else if let Some(v) = (self.config.variant == Variant::Puct)
            .then(|| self.prior.value(&pending.state))
            .flatten()
        {
            (v, SimulationSource::Prior)
        } else {
            let v = self
                .simulation
                .simulate(&pending.state, &mut self.rng, &mut self.moves);
            (v, SimulationSource::Playout)
        };
        pending.value = value;
        SimulationReport {
            from,
            moves: self.moves.clone(),
            value,
            source,
        }
    }

    fn backpropagate(&mut self, pending: Pending<S>, record: bool) -> BackpropagationReport {
        let solver = self.config.variant == Variant::Solver;
        let mut bounds_moving = solver;
        let mut updates = Vec::new();
        for (k, &id) in pending.path.iter().rev().enumerate() {
            let was_proven = self.tree.node(id).proven().is_some();
            // The leaf's own bounds are set when it is added; above it they follow the children.
            if bounds_moving && k > 0 {
                bounds_moving = self.tree.update_bounds(id);
            }
            let node = &mut self.tree.nodes[id.index()];
            node.visits += 1;
            node.value_sum += pending.value;
            if record {
                let proven = if solver { node.proven() } else { None };
                updates.push(NodeUpdate {
                    node: id,
                    visits: node.visits,
                    mean: node.mean(),
                    proven: proven.map(Outcome::of_value),
                    newly_proven: proven.is_some() && (!was_proven || (k == 0 && node.visits == 1)),
                });
            }
        }
        self.iterations += 1;
        BackpropagationReport {
            value: pending.value,
            updates,
        }
    }

    /// The move the search would play: under UCT and PUCT the most visited child (the robust
    /// child). Under MCTS-Solver a proven best move when the root is proven (the most visited
    /// among them); else the most visited child among those not proven worse than another,
    /// unless a proven child is worth at least that child's mean (a proven draw against an
    /// estimate below 0). Ties go to the higher mean, then to the first in the game's order.
    /// `None` before the first iteration or at a terminal position.
    pub fn best_action(&self) -> Option<S::Action> {
        self.best_child(NodeId::ROOT)
            .and_then(|c| self.tree.node(c).action)
    }

    /// The child of `id` chosen by the rule of [`Mcts::best_action`].
    pub fn best_child(&self, id: NodeId) -> Option<NodeId> {
        let node = self.tree.node(id);
        let mover = node.mover?;
        let solver = self.config.variant == Variant::Solver;
        let proven = node.proven_for(mover).filter(|_| solver);
        let secured = node.secured_for(mover);
        let mut best: Option<(NodeId, u64, f64)> = None;
        for (_, c) in node.expanded() {
            let child = self.tree.node(c);
            let eligible = match proven {
                _ if !solver => true,
                Some(v) => child.proven_for(mover) == Some(v),
                None => child.hope_for(mover) >= secured,
            };
            if !eligible {
                continue;
            }
            let key = (child.visits, child.mean_for(mover));
            if best.is_none_or(|(_, v, m)| key.0 > v || (key.0 == v && key.1 > m)) {
                best = Some((c, key.0, key.1));
            }
        }
        if !solver || proven.is_some() {
            return best.map(|b| b.0);
        }
        // A proven child is worth its value for sure; the robust child only its estimate. The
        // solver stops selecting a child once it is proven, so a proven draw gathers no more
        // visits while its siblings are searched for a win: visits alone would prefer them.
        let safest = node
            .expanded()
            .filter_map(|(_, c)| self.tree.node(c).proven_for(mover).map(|v| (c, v)))
            .fold(None::<(NodeId, f64)>, |acc, (c, v)| match acc {
                Some((_, w)) if w >= v => acc,
                _ => Some((c, v)),
            });
        match (best, safest) {
            (Some((_, _, mean)), Some((c, v))) if v >= mean => Some(c),
            (Some(b), _) => Some(b.0),
            (None, s) => s.map(|s| s.0),
        }
    }

    /// The principal variation: from the root, the chosen child of each node in turn.
    pub fn principal_variation(&self) -> Vec<NodeId> {
        let mut pv = vec![NodeId::ROOT];
        let mut at = NodeId::ROOT;
        while let Some(next) = self.best_child(at) {
            pv.push(next);
            at = next;
        }
        pv
    }

    /// The root's proven value from its mover's view (MCTS-Solver only; none otherwise).
    pub fn root_outcome(&self) -> Option<Outcome> {
        let root = self.tree.root();
        match (self.config.variant, root.mover) {
            (Variant::Solver, Some(mover)) => root.outcome_for(mover),
            _ => None,
        }
    }
}
