# Game Lab's interface in English: the reference every other language's file follows.
# A file per language: copy this one to locales/<code>.ftl, translate every value, keep every
# id and every { $variable }. A count may choose the words, with the language's plural forms
# (one, few, many, other), each variant on its own line:
#   { $units } { $units ->
#       [one] unit
#      *[other] units
#   }

## The language itself

# The language's own name, in the language chooser.
language-name = English
# The separator of a number's whole and decimal parts.
decimal-separator = .

## The shell: skip link, menu, footer

skip-link = Skip to content
brand = Game Lab
nav-label = Main
nav-menu = Menu ☰
nav-close = Close ✕
nav-labs = Labs
nav-about = About
language-label = Language
footer = Game Lab — game theory in the browser, computed by Rust compiled to WebAssembly. Works offline once loaded.
not-found-title = Page not found
not-found-text = This address does not name a page of Game Lab.
back-to-labs = ← all labs

## The home page

home-lead = A game-theory playground that runs entirely in your browser: game engines, searchers and solvers written in Rust, exact where it matters, and shown as they work.
home-open = open

## The About page

about-title = About Game Lab
about-intro = Everything here is computed in your browser by the same Rust core that runs the { $command } command line. Random processes take explicit seeds, so every result can be reproduced.
about-references = References
about-ttt-title = Tic-tac-toe facts reproduced
about-ttt-facts = 5 478 reachable positions (765 up to symmetry), 958 terminal, 255 168 complete games (131 184 won by X, 77 904 by O, 46 080 drawn), value a draw, 549 946 nodes for plain minimax from the empty board.

## The labs: their names and the home page's paragraphs

lab-tictactoe-name = Tic-tac-toe & game-tree search
lab-tictactoe-blurb = Play against alpha-beta, watch its tree with α/β windows and cut-offs, compare minimax, alpha-beta, move ordering, transposition tables and proof-number search.

lab-racing-name = Racing
lab-racing-blurb = Which player is better? Hoeffding and Bernstein races, LEBR and its variants: watch a race decide, and see what the certainty costs with exact error curves α(μ).

lab-games-name = Normal-form games
lab-games-blurb = Every Nash equilibrium in exact fractions (degenerate games explained), security levels, dominance by pure and mixed strategies, Gambit .nfg files; games of three and four players, every equilibrium certified, and correlated equilibria.

lab-trees-name = Game trees
lab-trees-blurb = Build a two-player game tree by hand or open a Gambit .efg file, watch backward induction find the subgame-perfect equilibrium step by step, and see the non-credible threats behind every other equilibrium.

lab-imperfect-name = Imperfect information
lab-imperfect-blurb = Games with information sets — Kuhn and Leduc poker, a signalling game, Gambit .efg files: exact solutions by the sequence form (an LP for zero-sum games, Lemke's algorithm otherwise), certified by exact best responses, and CFR, CFR+ and DCFR learning with the exploitability falling on a log–log chart.

lab-evolution-name = Evolutionary dynamics
lab-evolution-blurb = How players get to an equilibrium: replicator, best-response and logit dynamics on the simplex with every rest point in exact fractions (Nash? ESS? stable?), fictitious play, Moran fixation probabilities, and the iterated prisoner's dilemma — the Axelrod library's strategies in tournaments, ecological simulations and races that say which strategy is better.

lab-blotto-name = Colonel Blotto
lab-blotto-blurb = Exact optimal mixed strategies, certified in exact arithmetic: by default over partitions of the units played in a random order of fields (up to 100 fields and 200 units), or by the flow LP of the lecture slides or a double oracle; payoff plots and a round against the optimum.

lab-evolve-name = Strategy optimisation
lab-evolve-blurb = War and Rrrats! strategies evolved by Jakóbczyk's (2023) four optimisers with races as comparators: watch War find 'always descending', batch runs like his Tables 4.1/4.2 beside his claims, and exact Rrrats! win probabilities by Markov chain.

lab-loa-name = Lines of Action
lab-loa-blurb = Play Lines of Action on a board that shows every legal move, replay the sixteen published games ply by ply, and set up positions of your own.

lab-connect4-name = Connect Four
lab-connect4-blurb = Play Connect Four against an exact solver as fast as Pascal Pons' and ask it for the score of every column: who wins, and by which stone, with best play.

lab-love-letter-name = Love Letter
lab-love-letter-blurb = Play against greedy and ISMCTS agents that see only what their seat sees, ask them why, run round-robin tournaments with convergence plots, and let a race decide which agent is better.

lab-ticket-to-ride-name = Ticket to Ride
lab-ticket-to-ride-blurb = Play the USA map against the thesis's algorithmic and network players (they see only their own cards), watch them play each other, train the network in your browser and rerun the thesis's score tables.

lab-classroom-name = Classroom
lab-classroom-blurb = A class plays the beauty contest, the ultimatum game, public goods, a prisoner's dilemma, auctions and more on its phones, live; the class's choices appear beside the equilibrium Game Lab computes. Needs the classroom's server (./scripts/classroom.sh).

lab-exercises-name = Exercises
lab-exercises-blurb = Practice that grades itself: pure and mixed equilibria, iterated dominance, subgame perfection, zero-sum values, Blotto best responses and ESS, generated from the labs' own exact solvers, with a hint, a worked solution and a score; share a set by its link.

## Exercises

exercises-title = Exercises
exercises-explain = Each exercise is generated from its seed by the labs' own exact solvers, so every answer is exact. Type your answer and press Enter or Check; the worked solution appears after your first answer (or when you ask for it). The address holds the set: share it and everyone gets the same questions.
exercises-bad-address = Exercises: this address does not describe a set
exercises-unreadable-address = the address could not be read: { $error }
exercises-new-set = Start a new set
exercises-kind = Kind
exercises-all-kinds = One of every kind
exercises-level = Level
exercises-seed = Seed
exercises-another = Another set
exercises-score = Score: { $first } of { $total } right at the first try ({ $answered } answered).
exercises-tag = { $level } · seed { $seed }
exercises-hint = Hint
exercises-your-answer = Your answer
exercises-check = Check
exercises-show-solution = Show the solution
exercises-not-right = Not right.
exercises-solution = Solution
exercises-answer = Answer:
exercises-bimatrix-caption = Each cell: the row player's payoff, the column player's payoff.
exercises-tree-explain = The tree, from the root: each node says who moves, each leaf the payoffs ({ $first }, { $second }).
exercises-tree-moves = { $node }: { $player } moves
exercises-tree-payoffs = payoffs ({ $first }, { $second })
exercises-blotto-caption = { $fields } fields; you have { $units } { $units ->
        [one] unit
       *[other] units
    }. The opponent's allocations and their probabilities:
exercises-blotto-field = field { $field }
exercises-blotto-probability = probability
exercise-kind-pure-nash = Pure Nash equilibria
exercise-kind-dominance = Iterated dominance
exercise-kind-mixed = Mixed equilibrium
exercise-kind-spe = Subgame-perfect equilibrium
exercise-kind-zero-sum = Value of a zero-sum game
exercise-kind-blotto = Blotto best response
exercise-kind-ess = Evolutionarily stable strategies
exercise-level-easy = Easy
exercise-level-medium = Medium
exercise-level-hard = Hard

## Racing

racing-title = Racing: which player is better, with a guaranteed error
racing-lead = Two players play independent games; player 1 wins each with probability μ. A race tests confidence bounds on μ at scheduled numbers of games and stops as soon as it can say which player is better — with error probability at most δ when the players differ by more than ε.
racing-bad-view = Racing: this address does not name a view
racing-open = Open the racing lab
racing-tab-live = Live race
racing-tab-curves = Error curves
racing-tab-calc = Calculator
racing-none = — none —
race-algorithm-hoeffding = Hoeffding race
race-algorithm-bernstein = Bernstein race
race-algorithm-lebr = LEBR
race-algorithm-ilebr = ILEBR
race-algorithm-ilebr2 = ILEBR 2
race-algorithm-ilebr-star = ILEBR*
race-algorithm-ilebr-star2 = ILEBR* 2
race-player-1-better = player 1 is better
race-player-2-better = player 2 is better
race-undecided = undecided
race-running = running…
race-stop-bound = a confidence bound crossed 0.5
race-stop-precision = the running bounds came within 2ε (the precision stop)
race-stop-horizon = the last scheduled test (the horizon); decided by the final rule
race-stop-cap = the game cap, without a decision
race-algorithm = Algorithm
race-against = Against (same games)
race-games-from = Games from
race-source-mu = simulated Bernoulli(μ)
race-source-pattern = a repeating 0/1 pattern
race-source-war = War: two strategies play
race-source-rrrats = Rrrats!: two strategies play
race-strategy-1 = player 1's strategy
race-strategy-2 = player 2's strategy
race-seed = seed
race-rules = rules
race-mu = μ (P[player 1 wins])
race-pattern = pattern (1 = player 1 wins)
race-eps = ε (precision)
race-delta = δ (error probability)
race-cap = cap (games)
race-speed = speed
race-speed-slow = slow (20 games / tick)
race-speed-fast = fast (2 000 games / tick)
race-speed-very-fast = very fast (50 000 games / tick)
race-start = Start race
race-pause = Pause
race-resume = Resume
race-step = Step one test
race-col-race = race
race-col-games = games
race-col-tests = tests
race-col-decision = decision
race-col-why = why it stopped
race-explain-band = The band is the running confidence interval [LB, UB]: LB is the largest lower bound seen at any test, UB the smallest upper bound, both shown within [0, 1] (a bound beyond says nothing about a probability; the race itself compares the raw bounds). The classic races and the starred ILEBR variants stop when the band leaves 0.5 — then the better player is known with confidence 1 − δ. LEBR and its plain variants stop when the band is narrower than 2ε (the precision stop) and report the mean.
race-explain-equal = No race ever stops by a crossing at μ = 0.5: the band always contains the truth with high probability, so it cannot leave 0.5. That is why every race needs a horizon or a cap, and what the precision stop buys: a bounded number of games even when the players are equal, at the price of an error when they differ by less than ε.

## Exercises: the questions (the games' own names and numbers come in variables)

exq-pure-nash-text = Find every pure-strategy Nash equilibrium of this game. Each cell shows the row player's payoff, then the column player's.
exq-pure-nash-format = The equilibrium cells as (row, column) pairs, such as (r1, c2) (r2, c1); none if there is none.
exq-pure-nash-hint = In each column, mark the row player's best payoff; in each row, the column player's best payoff. A cell marked twice is an equilibrium: neither player gains by switching alone.
exq-dominance-text = Eliminate strictly dominated strategies (dominated by another pure strategy) one at a time until none is left. Give an order of elimination. Each cell shows the row player's payoff, then the column player's.
exq-dominance-format = The strategies in the order you remove them, such as r3, c2, r1.
exq-dominance-hint = A strategy is strictly dominated when another strategy of the same player pays strictly more against every strategy the opponent has left. Removing one can make others dominated: look again after each step.
exq-mixed-text = This game has exactly one Nash equilibrium, and it is mixed. Find both players' strategies. Each cell shows the row player's payoff, then the column player's.
exq-mixed-format = The row player's probabilities, a semicolon, then the column player's, as fractions: such as (1/3, 2/3); ({ $example }).
exq-mixed-hint-two = In a mixed equilibrium each player is indifferent between the strategies they mix: choose the row player's p so that both columns pay the column player the same, and the column player's q so that both rows pay the row player the same.
exq-mixed-hint-more = Look for the two columns the column player mixes (a column that never pays her best is dropped). The row player's mixture makes those two columns pay the same; the column player's makes both rows pay the same; check that the other columns pay her less.
exq-spe-text = Find the subgame-perfect equilibrium of this game of perfect information: the action of the player who moves at every decision node ({ $nodes }), including the nodes the equilibrium play never reaches. Payoffs are (player 1, player 2).
exq-spe-format = Every decision node once with its action, as node: action separated by semicolons, in any order and any case, such as A: L; B: x; C: y.
exq-spe-hint = Backward induction: start at the deepest decision nodes, where the mover takes the action that pays them most; replace each such node by the outcome it leads to and work up to the root. Every node gets a choice, also the ones off the equilibrium path.
exq-zero-sum-text = In this zero-sum game the matrix shows the row player's payoffs; the column player gets the negative of each. Find the value of the game: what the row player can guarantee with an optimal (possibly mixed) strategy, and no more than what the column player can hold her to.
exq-zero-sum-caption = Payoffs to the row player; the column player gets the negative.
exq-zero-sum-format = One exact number: a fraction such as 3/2 or -1/3, an integer such as -1, or a decimal when it is exact, such as 1.5.
exq-zero-sum-hint = Compare the row player's maxmin in pure strategies (the largest row minimum) with the minmax (the smallest column maximum). If they are equal, that cell is a saddle point and its payoff is the value. If not, the value lies between them: drop dominated strategies, then find the mixtures that make the opponent indifferent between the strategies they use.
exq-blotto-text = Colonel Blotto on { $fields } fields. You have { $units } units to split over the fields; your opponent has { $opponent } and plays the mixed strategy shown: each allocation (units on field 1, field 2, …) with its probability. On each field the side with more units wins it: you score +1 for a field you win, −1 for a field you lose and 0 for a tie, and your payoff is the sum over the fields. Find an allocation of all your { $units } units with the largest expected payoff (a best response).
exq-blotto-format = { $fields } whole numbers, the units on field 1 to field { $fields }, adding up to { $units }, such as { $example } (this only shows how to write it).
exq-blotto-hint = The expected payoff is a sum over the fields, and a field only depends on how many units the opponent puts there. For each field, work out what 0, 1, 2, … units earn there (the probability the opponent has fewer minus the probability they have more), then split your units so the total is largest.
exq-ess-text = Find every evolutionarily stable strategy (ESS) of this symmetric game, pure or mixed.
exq-ess-caption = Each number is the payoff of the row strategy against the column strategy (both players have the same strategies and payoffs).
exq-ess-format = Each ESS as a probability vector over ({ $strategies }), in brackets, separated by semicolons, in any order; or none. For example: { $example }
exq-ess-hint = An ESS is first a symmetric Nash equilibrium (x, x). A strict one is an ESS. If a mutant y does as well against x as x itself, x must do better against y than y does against itself.

## Colonel Blotto

blotto-title = Colonel Blotto: exact optimal strategies
blotto-lead = Two colonels split their units over K battlefields at the same time; whoever sends more to a field wins it (+1), a tie is 0. No pure strategy is safe — (4,4,5) loses to (5,5,0) — so optimal play is random. The built-in simplex finds the exact optimum.
blotto-fields = fields K (1–{ $max })
blotto-units-a = A's units (0–{ $max })
blotto-units-b = B's units (0–{ $max })
blotto-method = method
blotto-method-partitions = partitions, exact (any size)
blotto-method-double-oracle = double oracle over allocations (K ≤ { $fields }, A, B ≤ { $units })
blotto-method-flow-lp = the flow LP of the Blotto lecture slides (small games)
blotto-solve = Solve
blotto-plots-title = Value plots, as in the Blotto lecture slides (computed in the worker)
blotto-plot-k6 = Value vs A − B (K = 6, B = 10)
blotto-plot-b-family = Family B = 1…10 (K = 6)
blotto-plot-k-family = Family K = 4, 6, 8, 10 (B = 10)
blotto-plot-heat = Heat map over A, B = 0…{ $units } for the K above
blotto-export-svg = Export SVG
blotto-heat-title = A's value over (A, B) for K = { $fields }
blotto-chart-title = A's value against A's advantage A − B
blotto-chart-y = value for A
blotto-exact = { $value } ≈ { $decimal } (exact)
blotto-value = Value for A: { $value }
blotto-row-partition = partition, in a random order of fields
blotto-row-allocation = allocation
blotto-probability = probability
blotto-rows-shown = { $rows } rows; the 60 most likely shown (all in the CSV)
blotto-method-info = { $method } — { $variables } variables × { $constraints } constraints, { $pivots } simplex pivots, { $ms } ms in the worker.
blotto-method-info-rounds = { $method } — { $variables } variables × { $constraints } constraints, { $pivots } simplex pivots, { $rounds } rounds, { $ms } ms in the worker.
blotto-certificate = Certificate: B's best response to A's strategy is ({ $b }), which still concedes { $value }; A's best response to B's strategy is ({ $a }). { $gap }
blotto-gap-exact = Gap 0: both best responses, computed in exact rational arithmetic over every allocation, meet the value.
blotto-gap = Gap { $gap }.
blotto-partitions-note = Each row is a partition of the units: the colonel draws a row with its probability, then deals its parts to the fields in a uniformly random order. Against a random order only the distribution of one field's units matters, so an optimal strategy needs only a few partitions.
blotto-strategy-a = A's optimal strategy
blotto-strategy-b = B's optimal strategy
blotto-export-strategies = Export strategies (CSV)
blotto-marginals-a = A's per-field marginals (P[units on field])
blotto-marginals-b = B's per-field marginals
blotto-summary = Summary: { $rows } distinct { $rows ->
        [one] distribution
       *[other] distributions
    } over { $fields } fields; units 0–{ $last } shown (no field gets more with probability above { $shown }).
blotto-full-table = The full table ({ $fields } fields × { $units } units)
blotto-field-units = field \ units
blotto-fields-units = fields \ units
blotto-play-title = Play B against A's optimal strategy
blotto-play-allocation = Your allocation of { $units } units over { $fields } fields
blotto-play = Play a round
blotto-play-result = A played { $a } against your { $b }: you score { $score }.
blotto-play-totals = Rounds { $rounds }, your total { $total }, average { $average } (the most B can expect is { $best }).
blotto-play-seed = A's draws come from seed { $seed } (fresh from this browser's entropy).
blotto-bench-summary = Benchmark the lecture slides' table and the hard region in this browser
blotto-bench-run = Run both methods on the lecture slides' rows, then partitions on the hard region
blotto-col-value = value
blotto-col-rounds = rounds
blotto-col-method = method

## Parts of every page: a job's progress, results of earlier inputs, a chart's data

common-starting = starting…
common-progress = progress
common-running = running: { $what }
common-cancel = Cancel
common-done = done in { $ms } ms (in the worker)
common-cancelled = cancelled
common-failed = failed: { $reason }
common-stale-run = These results are for earlier inputs — run again to update them.
common-stale-typing = These results are for earlier inputs — press Enter or leave the field to apply the edit.
common-less = less
common-more = more…
common-chart-of = Chart of { $y } against { $x }
common-chart-data = The chart's data as a table
common-points-left-out = { $n ->
        [one] ({ $n } point between these is left out)
       *[other] ({ $n } points between these are left out)
    }
common-loading-solvers = Loading the solvers (this page's WebAssembly worker)…
