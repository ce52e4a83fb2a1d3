use gamelab::equilibrium::sequence_form::solve_zero_sum;
use gamelab::games::imperfect::{efg, recall};
fn main() {
    for path in std::env::args().skip(1) {
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                println!("{path}: READ {e}");
                continue;
            }
        };
        let name = path.rsplit('/').next().unwrap();
        match efg::parse(&text) {
            Err(e) => println!("{name}: PARSE {e}"),
            Ok(g) => {
                let rec = recall::check(&g);
                let zs = g.is_zero_sum();
                let mut line = format!(
                    "{name}: ok players {} nodes {} recall {} zerosum {}",
                    g.num_players(),
                    g.nodes().len(),
                    rec.is_ok(),
                    zs
                );
                if g.num_players() == 2 && rec.is_ok() && zs {
                    let t = std::time::Instant::now();
                    match solve_zero_sum(&g) {
                        Ok(s) => {
                            line += &format!(
                                " value {} certified {} ({:?})",
                                s.value,
                                s.certified,
                                t.elapsed()
                            )
                        }
                        Err(e) => line += &format!(" SOLVE {e}"),
                    }
                }
                let round = efg::parse(&efg::write(&g)).map(|h| h == g);
                if round != Ok(true) {
                    line += &format!(" ROUNDTRIP {:?}", round.err());
                }
                println!("{line}");
            }
        }
    }
}
