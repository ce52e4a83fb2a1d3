use super::*;
use crate::equilibrium::lemke_howson;
use crate::equilibrium::n_player::correlated::vertices;
use crate::exact::Q;
use crate::games::matrix::MatrixPreset;
use crate::models::n_player::StrategicGame;
use crate::models::strategic::Bimatrix;

fn q(n: i64, d: i64) -> Q {
    Q::new(n.into(), d.into())
}

fn qs(v: &[(i64, i64)]) -> Vec<Q> {
    v.iter().map(|&(n, d)| q(n, d)).collect()
}

fn game(a: &[&[i64]], b: &[&[i64]]) -> Bimatrix {
    let v = |m: &[&[i64]]| m.iter().map(|r| r.to_vec()).collect::<Vec<_>>();
    Bimatrix::from_integers(&v(a), &v(b)).unwrap()
}

/// Von Stengel's 3×2 example (Algorithmic Game Theory, ch. 3, and the handbook chapter).
fn von_stengel() -> Bimatrix {
    game(&[&[3, 3], &[2, 5], &[0, 6]], &[&[3, 2], &[2, 6], &[3, 1]])
}

fn random_games(m: usize, n: usize, count: u64) -> Vec<Bimatrix> {
    (0..count)
        .map(|s| {
            let mut rng = crate::rng::Seed(1000 + s).rng();
            Bimatrix::random_integers(m, n, -3, 6, &mut rng)
        })
        .collect()
}

#[test]
fn von_stengel_p_has_the_hand_computed_vertices_and_labels() {
    let g = von_stengel();
    let geo = Geometry::new(&g).unwrap();
    // B's smallest payoff is 1 already: P is the handbook's P exactly.
    assert_eq!(geo.shift[1], q(0, 1));
    let want: Vec<(Vec<Q>, Vec<usize>)> = vec![
        (qs(&[(0, 1), (0, 1), (0, 1)]), vec![0, 1, 2]),
        (qs(&[(0, 1), (0, 1), (1, 3)]), vec![0, 1, 3]),
        (qs(&[(0, 1), (1, 8), (1, 4)]), vec![0, 3, 4]),
        (qs(&[(0, 1), (1, 6), (0, 1)]), vec![0, 2, 4]),
        (qs(&[(2, 7), (1, 14), (0, 1)]), vec![2, 3, 4]),
        (qs(&[(1, 3), (0, 1), (0, 1)]), vec![1, 2, 3]),
    ];
    assert_eq!(geo.p.vertices.len(), want.len());
    for (point, labels) in want {
        let i = geo.p.find(&point).expect("vertex");
        assert_eq!(geo.p.vertices[i].labels, labels, "at {point:?}");
    }
    // A simple 3-polytope with 6 vertices has 9 edges; each vertex meets 3.
    assert_eq!(geo.p.edges.len(), 9);
    assert!(!geo.is_degenerate());
    // Q is a polygon (2 strategies): as many edges as vertices.
    assert_eq!(geo.q.edges.len(), geo.q.vertices.len());
    // Its three equilibria.
    let mut eqs: Vec<(Vec<Q>, Vec<Q>)> = geo
        .equilibria
        .iter()
        .map(|e| (e.x.clone(), e.y.clone()))
        .collect();
    eqs.sort();
    assert_eq!(
        eqs,
        vec![
            (qs(&[(0, 1), (1, 3), (2, 3)]), qs(&[(1, 3), (2, 3)])),
            (qs(&[(4, 5), (1, 5), (0, 1)]), qs(&[(2, 3), (1, 3)])),
            (qs(&[(1, 1), (0, 1), (0, 1)]), qs(&[(1, 1), (0, 1)])),
        ]
    );
}

#[test]
fn path_steps_alternate_and_explain_themselves() {
    let g = von_stengel();
    let geo = Geometry::new(&g).unwrap();
    // Dropping label 2 (index 1): the handbook's path 0 → … → the mixed equilibrium.
    let path = geo.path(End::Artificial, 1).unwrap();
    assert_eq!(path.steps[0].side, Side::P);
    for w in path.steps.windows(2) {
        assert_ne!(w[0].side, w[1].side);
        assert_eq!(w[1].dropped, w[0].picked_up);
        assert!(!w[0].ends);
    }
    let last = path.steps.last().unwrap();
    assert!(last.ends && last.picked_up == 1);
    assert!(path.steps[0]
        .explain()
        .starts_with("P drops label 2 and moves along an edge"));
    assert!(last.explain().contains("the path ends at an equilibrium"));
    // In Polish, every message found; a label's name too.
    let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
    for (polish, english) in [
        (path.steps[0].explain_in(&pl), path.steps[0].explain()),
        (last.explain_in(&pl), last.explain()),
        (super::label_name_in(0, &g, &pl), super::label_name(0, &g)),
    ] {
        assert_ne!(polish, english);
        assert!(!polish.contains('⟨'), "{polish}");
    }
    // Every step's points are vertices, joined by an edge.
    for s in &path.steps {
        let poly = if s.side == Side::P { &geo.p } else { &geo.q };
        let (u, v) = (poly.find(&s.from).unwrap(), poly.find(&s.to).unwrap());
        assert!(poly.edges.contains(&(u.min(v), u.max(v))));
    }
}

#[test]
fn path_ends_agree_with_lemke_howson_for_every_label() {
    let mut games: Vec<Bimatrix> = MatrixPreset::ALL.iter().map(|p| p.game()).collect();
    games.push(von_stengel());
    games.push(von_stengel().transposed());
    for (m, n) in [(2, 2), (2, 3), (3, 2), (3, 3)] {
        games.extend(random_games(m, n, 25));
    }
    // Degenerate games too (ties everywhere).
    for s in 0..20 {
        let mut rng = crate::rng::Seed(50 + s).rng();
        games.push(Bimatrix::random_integers(3, 3, 0, 2, &mut rng));
    }
    for g in games.iter().filter(|g| g.rows() <= 3 && g.cols() <= 3) {
        let geo = Geometry::new(g).unwrap();
        for label in 0..g.rows() + g.cols() {
            let path = geo.path(End::Artificial, label).unwrap();
            let lh = lemke_howson(g, label).unwrap();
            assert_eq!(
                path.equilibrium(),
                Some((lh.x, lh.y)),
                "{g:?} label {label}"
            );
            // Every point met is a vertex of its polytope.
            for s in &path.steps {
                let poly = if s.side == Side::P { &geo.p } else { &geo.q };
                assert!(poly.find(&s.to).is_some(), "{g:?} label {label}");
            }
        }
    }
}

#[test]
fn paths_pair_equilibria_of_opposite_index() {
    for (m, n) in [(2, 2), (2, 3), (3, 3)] {
        for g in random_games(m, n, 40) {
            let geo = Geometry::new(&g).unwrap();
            if geo.is_degenerate() {
                continue;
            }
            let idx = |e: End| match e {
                End::Artificial => -1,
                End::Equilibrium(i) => geo.equilibria[i].index.unwrap(),
            };
            let total: i32 = geo.equilibria.iter().map(|e| e.index.unwrap() as i32).sum();
            assert_eq!(total, 1, "{g:?}");
            for l in 0..geo.labels() {
                let end = geo.from_artificial[l].unwrap();
                assert_eq!(idx(end), 1);
                for (e, row) in geo.pairing.iter().enumerate() {
                    let partner = row[l].unwrap();
                    assert_eq!(idx(partner), -idx(End::Equilibrium(e)), "{g:?}");
                    // Pairing is symmetric.
                    match partner {
                        End::Artificial => assert_eq!(end, End::Equilibrium(e)),
                        End::Equilibrium(f) => {
                            assert_eq!(geo.pairing[f][l], Some(End::Equilibrium(e)))
                        }
                    }
                }
            }
            for e in geo.unreachable() {
                assert!(!geo.from_artificial.contains(&Some(End::Equilibrium(e))));
            }
        }
    }
}

#[test]
fn the_unreachable_preset_has_an_unreachable_equilibrium_of_each_index() {
    let geo = Geometry::new(&MatrixPreset::LemkeHowsonUnreachable.game()).unwrap();
    assert!(!geo.is_degenerate());
    assert_eq!(geo.equilibria.len(), 5);
    let un = geo.unreachable();
    assert_eq!(un.len(), 3);
    let indices: Vec<i8> = un
        .iter()
        .map(|&e| geo.equilibria[e].index.unwrap())
        .collect();
    assert!(indices.contains(&1) && indices.contains(&-1));
}

#[test]
fn shapleys_cyclic_game_has_one_equilibrium_every_path_reaches() {
    // Shapley (1964): each player's best reply cycles; the unique equilibrium is uniform.
    let g = game(
        &[&[0, 1, 0], &[0, 0, 1], &[1, 0, 0]],
        &[&[0, 0, 1], &[1, 0, 0], &[0, 1, 0]],
    );
    let geo = Geometry::new(&g).unwrap();
    assert_eq!(geo.equilibria.len(), 1);
    assert!(geo.unreachable().is_empty());
    assert!(geo
        .from_artificial
        .iter()
        .all(|e| *e == Some(End::Equilibrium(0))));
    assert_eq!(geo.equilibria[0].x, vec![q(1, 3); 3]);
}

#[test]
fn sizes_outside_two_to_three_are_refused() {
    let g = game(&[&[1, 2]], &[&[1, 2]]);
    assert!(Geometry::new(&g).is_err());
    let g4 = random_games(4, 2, 1).pop().unwrap();
    assert_eq!(
        Geometry::new(&g4).unwrap_err(),
        GeometryError::Size { rows: 4, cols: 2 }
    );
}

#[test]
fn aumanns_chicken_ce_polytope() {
    let g = MatrixPreset::ChickenAumann.game();
    let ce = CorrelatedPolytope::new(&g).unwrap();
    // Every vertex is a correlated equilibrium; the list is the solver's.
    let sg = StrategicGame::from_bimatrix(&g);
    assert_eq!(ce.vertices.len(), vertices(&sg, false).unwrap().len());
    for v in &ce.vertices {
        assert!(CorrelatedPolytope::is_ce(&g, v));
    }
    // Three Nash equilibria, all correlated equilibria.
    assert_eq!(ce.nash.len(), 3);
    for v in &ce.nash {
        assert!(CorrelatedPolytope::is_ce(&g, v));
    }
    // The welfare optimum against brute force over the vertices.
    let best = ce
        .vertices
        .iter()
        .map(|v| correlated::welfare(&g, v))
        .max()
        .unwrap();
    assert_eq!(best, ce.best_welfare);
    assert_eq!(correlated::welfare(&g, &ce.best), best);
    // Reading order (D,D), (D,C), (C,D), (C,C): 0, 1/4, 1/4, 1/2 — welfare 21/2.
    assert_eq!(ce.best, qs(&[(0, 1), (1, 4), (1, 4), (1, 2)]));
    assert_eq!(ce.best_welfare, q(21, 2));
    // The polytope is 3-dimensional here: every vertex meets at least 3 edges.
    for v in 0..ce.vertices.len() {
        let deg = ce.edges.iter().filter(|e| e.0 == v || e.1 == v).count();
        assert!(deg >= 3, "vertex {v} has {deg} edges");
    }
}

#[test]
fn ce_polytopes_of_random_games_hold_their_nash_equilibria() {
    for g in random_games(2, 2, 30) {
        let ce = CorrelatedPolytope::new(&g).unwrap();
        for v in ce.vertices.iter().chain(&ce.nash) {
            assert!(CorrelatedPolytope::is_ce(&g, v));
        }
        let best = ce
            .vertices
            .iter()
            .map(|v| correlated::welfare(&g, v))
            .max()
            .unwrap();
        assert_eq!(best, ce.best_welfare, "{g:?}");
    }
    assert_eq!(
        CorrelatedPolytope::new(&von_stengel()),
        Err(correlated::CorrelatedPolytopeError::NotTwoByTwo)
    );
}
