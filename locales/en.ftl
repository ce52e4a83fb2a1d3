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

## Tic-tac-toe

ttt-address-unreadable = the address could not be read: { $error }
ttt-error-title = Tic-tac-toe: this address does not describe a game
ttt-start-new = Start a new game
ttt-title = Tic-tac-toe & game-tree search
ttt-lead = Two players take turns marking a 3 × 3 grid, X first; three marks in a row, column or diagonal win, and a full grid without one is a draw. With perfect play it is always a draw. Play against the engine, watch its alpha-beta search step by step (Alpha-beta tree), see a proof-number search prove a position (Proof numbers), or search a tree of your own (Custom tree) — the lessons of Zadro (2015), chapters 4 and 5.
ttt-options-label = game options
ttt-mode = Mode
ttt-mode-hvc = you vs computer
ttt-mode-cvc = computer vs computer
ttt-mode-hvh = two people
ttt-you-play = You play
ttt-human-x = X (first)
ttt-human-o = O (second)
ttt-pick-first = I choose the computer's first move
ttt-ties = Ties
ttt-ties-first = first best move (as in Zadro 2015)
ttt-ties-random = random among the best (seeded)
ttt-payoffs = Payoffs
ttt-payoff-corrected = corrected: win 10 − d
ttt-payoff-seed = seed: win 9 − d
ttt-show-values = show the value of every move (hints)
ttt-new-game = New game
ttt-undo = Undo
ttt-link-copied = Link copied ✓
ttt-copy-link = Copy link
ttt-seed-note = On Zadro's (2015) scale a win on move 9 scores 9 − 9 = 0, the same as a draw, so an engine using it may let the opponent win on the last move. The corrected scale (10 − d) keeps every other preference and fixes that.
ttt-cell = cell { $square } { $mark }
ttt-cell-empty = empty
ttt-board-label = tic-tac-toe board
ttt-values-caption-high = Value of every move for { $mark } (from X's point of view; { $mark } wants it high)
ttt-values-caption-low = Value of every move for { $mark } (from X's point of view; { $mark } wants it low)
ttt-col-cell = cell
ttt-col-value = value
ttt-col-best-play = with best play
ttt-cell-key = { $square } · key { $key }
ttt-tab-tree = Alpha-beta tree
ttt-tab-pns = Proof numbers
ttt-tab-custom = Custom tree
ttt-tab-mcts = Monte Carlo tree
ttt-opt-order = move ordering (wins, blocks, centre, corners)
ttt-opt-tt = transposition table
ttt-ab-explain = Each row is a position the search entered: MAX (X) nodes raise α, MIN (O) nodes lower β. A node is cut off as soon as its value leaves the window (α, β): the player above already has a better option elsewhere, so the remaining moves, shown as pruned, cannot change the result. The principal variation (PV) is the line both sides play under best play.
ttt-game-over-leaf = The game is over: the tree is a single leaf.
ttt-mcts-ab-title = The α-β tree of the same position
ttt-mcts-ab-explain = Alpha-beta with move ordering and a transposition table, as the engine searches: every node it entered, exact to the end of the game. Monte Carlo tree search gets to the same move by sampling, without an evaluation function.
ttt-pns-question = Can { $mark } force a win from here?
ttt-pns-ask-before = Question: can
ttt-pns-ask-after = force a win from the current position?
ttt-pns-explain = Proof-number search grows the tree best-first. The player asking the question moves at OR nodes, the other at AND nodes. A node's proof number (pn) is how many leaves must still be proven to prove it: the minimum over an OR node's children, the sum over an AND node's; the disproof number (dn) the other way round. Each step expands the most-proving node.
ttt-tree-error = Cannot read the tree: { $error }
ttt-branch = branch { $branch }
ttt-custom-result = Root value { $value } — { $nodes } nodes entered, { $leaves } leaves evaluated.
ttt-custom-explain = Write a tree as a nested list: a list is an inner node, a number is a leaf value for MAX. The root is MAX and levels alternate.
ttt-tree = Tree
ttt-use-tree = Use this tree
ttt-seed-example = Seed example
ttt-search = Search
ttt-algo-minimax = minimax
ttt-algo-alphabeta = alpha-beta
ttt-algo-pns = proof-number search
ttt-max-reaches = MAX reaches ≥
ttt-value-placeholder = value
ttt-custom-question = Can MAX guarantee a leaf ≥ { $target }?
ttt-custom-answer-yes = A leaf answers yes when its value is ≥ { $target }. (The tree's minimax value is { $value }, so the answer is yes.)
ttt-custom-answer-no = A leaf answers yes when its value is ≥ { $target }. (The tree's minimax value is { $value }, so the answer is no.)
ttt-counts-chart-title = Nodes entered to solve this position (log scale)
ttt-counts-label = Nodes entered to solve this position, as bars on a log scale: { $bars }
ttt-counts-title = Node counts for this position
ttt-col-algorithm = algorithm
ttt-col-nodes = nodes
ttt-counts-note = A node is counted each time a search enters a position: root, inner nodes, leaves and table hits; cut-off moves are not counted.
ttt-export-csv = Export CSV
ttt-export-svg = Export SVG
ttt-published = ✓ published
ttt-expected = ✗ expected { $n }
ttt-stat-reachable = reachable positions
ttt-stat-terminal = terminal positions
ttt-stat-games = complete games
ttt-stat-x-wins = won by X
ttt-stat-o-wins = won by O
ttt-stat-draws = drawn
ttt-stat-minimax-nodes = minimax nodes
ttt-stat-value = value (payoffs 9 − d)
ttt-complexity-title = The seed's complexity measures (§4.1, after Allis)
ttt-state-space = state-space complexity: reachable positions
ttt-game-tree-size = game-tree size: leaves of the game tree (games)
ttt-decision-complexity = decision complexity: leaves of the smallest decision tree
ttt-decision-note = keeps every reply where a bound must hold, one move where a side reaches it
ttt-game-tree-complexity = game-tree complexity: leaves of the smallest full-width decision tree
ttt-full-width-note = all moves to depth { $depth }: a shallower cut leaves positions of unknown value
ttt-verify = { $positions } positions, { $comparisons } comparisons: { $verdict }
ttt-verify-agree = every alpha-beta variant and proof-number search agree with minimax ✓
ttt-verify-disagree = { $n } disagreements: { $list }
ttt-col-ms-median = ms (median)
ttt-col-time-ratio = time ÷ minimax
ttt-col-node-ratio = nodes ÷ minimax
ttt-stats-title = Whole-tree computations (in a Web Worker)
ttt-stats-explain = These run off the main thread, so the page stays responsive; progress is shown and Cancel stops them.
ttt-run-stats = Full-tree statistics from this position
ttt-run-verify = Verify every searcher on all 5 478 positions
ttt-run-bench = Benchmark the full solve (wasm)
ttt-train-not-network = This is not a tic-tac-toe network: { $error }
ttt-train-title = A network that teaches itself (self-play, in Web Workers)
ttt-train-explain = AlphaZero in small: a policy-value network (two hidden layers of 64) starts from random weights and plays itself, each move chosen by PUCT search guided by the network with noise at the root; after each generation of games it learns, by gradient steps, to predict the search's move distribution (the policy) and the game's result (the value). After every generation the policy head alone — no search — is measured against the perfect player: the share of the 4 520 positions where its move keeps the game's value, and the games it loses as X and as O when the perfect player tries every optimal reply. Perfect play means no loss as either side.
ttt-train-generations = generations
ttt-train-games = games per generation
ttt-train-simulations = simulations per move
ttt-train-seed = seed
ttt-train-start = Train from nothing
ttt-train-csv = Download the curves (CSV)
ttt-train-save = Save the network
ttt-train-perfect = Perfect from generation { $generation }.
ttt-train-not-perfect = Not perfect yet: more generations or games per generation help.
ttt-train-load-summary = Load a saved network and measure it
ttt-train-load-kind = network (.json)

## Connect Four

c4-address-unreadable = the address could not be read: { $error }
c4-error-title = Connect Four: this address does not describe a game
c4-start-new = Start a new game
c4-solver-stopped = The solver was stopped: let it move, or take your move back.
c4-solver-failed = The solver could not search: { $error }
c4-drop-title = Drop a stone in column { $column }
c4-drop-title-score = Drop a stone in column { $column } (score { $score })
c4-drop-name-score = Drop a stone in column { $column }: { $score } (its score)
c4-title = Connect Four
c4-lead = Drop stones in turn into a board standing upright; a stone falls to the lowest free cell of its column. Four of your stones in a line — across, up or diagonally — win. Red moves first. With perfect play Red wins on the standard 7×6 board, by starting in the middle column.
c4-keys = Keyboard: focus the board; ← and → move the cursor (now on column { $column }), Enter, Space or ↓ drop a stone, 1–{ $width } drop in that column, u takes a move back.
c4-you-play = You play
c4-human-first = Red (first)
c4-human-second = Yellow (second)
c4-human-both = both sides
c4-board = Board
c4-size-standard = { $width } × { $height } (standard)
c4-budget = The solver's budget per move
c4-budget-nodes = { $budget } nodes
c4-show-scores = Show every column's score
c4-take-back = Take back
c4-new-game = New game
c4-download-moves = Download the moves
c4-no-move = No move yet.
c4-moves = Moves (columns, 1 = left): { $moves }
c4-scores-explain = A column's score is Pons': 0 a draw with best play; +s a win for the side to move, with its stone { $stone } − s at the latest; −s a loss by the opponent's stone { $stone } − s. "?" and ranges are not proven yet.
c4-solved-all = Every column solved ({ $nodes } nodes).
c4-budget-ran-out = The budget ran out after { $nodes } nodes: the columns not proven show their bounds.
c4-solving-so-far = Solving, centre first… { $nodes } nodes so far.
c4-game-over = The game is over.
c4-scores-on-turn = The scores are shown on your turn.
c4-solving = Solving…
c4-side-red = Red
c4-side-yellow = Yellow
c4-engine-progress-label = the solver's search
c4-engine-status = The solver ({ $side }) is solving every column: { $done } of { $budget } nodes
c4-cancel = Cancel
c4-move-now-title = Play the column with the best score proven so far
c4-move-now = Move now
c4-let-move = Let the solver ({ $side }) move
c4-play-best = Play its best column so far
c4-board-label = Connect Four board, { $width } columns by { $height } rows; { $stones } stones played. { $status }
c4-mcts-summary = Monte Carlo tree search of this position, stepped
c4-ab-title = The α-β tree of the same position
c4-plies = plies
c4-bench-summary = Benchmark this browser
c4-bench-button = Solve 100 positions
c4-bench-note = Solves the 100 positions of 8–13 moves that `gamelab bench connect4` solves natively (the same solver, its table kept between positions, 2²² entries here), and checks every score against Pascal Pons' solver. Run the command on the same computer to compare: the ratio of the times is the cost of the browser.
c4-race-summary = MCTS or α-β: which is better? A race decides
c4-race-explain = Monte Carlo tree search (random playouts) plays alpha-beta (iterative deepening; a position at its horizon is scored by counting each side's open lines of four) over whole games. Each pair of games starts from a few random moves and swaps the colours; a draw goes to a fair coin. With the nodes set to auto, both engines are first timed on the same 20 positions in this browser, and α-β gets the node budget that takes as long per move as MCTS: equal time. The race stops as soon as its confidence bounds on A's win rate allow a verdict, wrong with probability at most δ.
c4-race-a = A: MCTS
c4-race-iterations = iterations a move
c4-race-nodes = B: α-β nodes a move (auto: equal time)
c4-race-opening = random opening moves
c4-race-race = race
c4-race-seed = seed
c4-race-cap = most games
c4-race-run = Race

## Monte Carlo tree search, stepped (shared by tic-tac-toe and Connect Four)

mcts-run-title = run { $n } whole iterations
mcts-none-yet = none yet
mcts-section-label = Monte Carlo tree search, stepped
mcts-variant = Variant
mcts-seed = seed
mcts-phases-label = the four phases of an iteration
mcts-phase-selection = selection
mcts-phase-expansion = expansion
mcts-phase-simulation = simulation
mcts-phase-backpropagation = backpropagation
mcts-next-phase = Next phase
mcts-whole-iteration = Whole iteration
mcts-start-over = Start over
mcts-progress-label = iterations run
mcts-progress = { $done } of { $total } iterations
mcts-cancel = Cancel
mcts-best = Best move so far (most visits): { $best }; the root's value for the player to move is { $value }.
mcts-best-win = Best move so far (most visits): { $best }; the root's value for the player to move is { $value }, proven a win.
mcts-best-draw = Best move so far (most visits): { $best }; the root's value for the player to move is { $value }, proven a draw.
mcts-best-loss = Best move so far (most visits): { $best }; the root's value for the player to move is { $value }, proven a loss.
mcts-col-move = move
mcts-col-exploration = exploration
mcts-col-total = Q + exploration
mcts-children-shown = children shown
mcts-levels-open = levels open
mcts-export-svg = Export SVG
mcts-caption = { $summary } Node size grows with visits; the numbers are visits and the mean value for the player who moved there; the iteration being stepped is dashed orange. Click a node to open or close it, a “+N more” box to show all its siblings.
mcts-outline-summary = The drawn tree as a list

## Search trees as outlines (shared by tic-tac-toe and Lines of Action)

outline-collapse-all = Collapse all
outline-expand-all = Expand all
outline-tree-label = the search, as an outline (arrow keys move, Enter opens)
outline-tag-pv = PV
outline-tag-cutoff = ✂ cut-off
outline-tag-table-hit = table hit
outline-tag-most-proving = most-proving
outline-pruned-title = never searched: the cut-off above made it irrelevant
outline-pruned = ✂ pruned: { $move }
outline-step-label = step through the search
outline-start = « Start
outline-back = ◀ Back
outline-step = Step ▶
outline-finish = Finish »
outline-step-of = step { $step } of { $steps }
outline-finished = finished ({ $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }, { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    })
outline-leaves = Leaves evaluated ({ $n }): { $leaves }
outline-expand-most-proving = Expand most-proving node ▶
outline-solve = Solve »
outline-proof-explain = Drawn: OR nodes ▲ (the attacker chooses), AND nodes ▼, each with proof/disproof numbers; proven nodes green, disproven red, the unexpanded frontier dashed, and the most-proving node — the next to expand — marked with its path.
outline-toolbar-label = open or close the tree, drawn and as an outline
outline-open-all = Open all
outline-close-all = Close all
outline-branch = branch { $branch }
outline-branch-leaf = branch { $branch }: leaf { $value }

## Drawn search trees (shared by tic-tac-toe, Connect Four and Lines of Action)

picture-caption = { $summary } Click a node, or focus the drawing and use the arrow keys and Enter, to open or close it; hover or focus a node for what it holds.
picture-box-label = the search tree, drawn
picture-export-svg = Export SVG
picture-open-all = Open all
picture-close-all = Close all

## Game trees

trees-title = Game trees: backward induction and subgame perfection
trees-lead = A game in extensive form: players move in turn (or nature moves, with known probabilities), each seeing every earlier move, until a leaf pays each player. The default tree is Fig. 3.2 of Zadro (2015). Click a node (or use the arrow keys) to select it and edit it on the right; + adds an action, Delete removes a subtree, Ctrl+Z / Ctrl+Y undo and redo; M marks a player's node and J joins the selected node to its information set (S splits it out again), for games where a player does not see every earlier move. Backward induction finds the subgame-perfect equilibrium; the pure equilibria of the induced normal form that are not subgame perfect rest on threats that are not credible.
trees-link-unreadable = the shared tree could not be read: { $error }
trees-link-reading = Reading the shared tree…
trees-controls-label = tree
trees-preset = Preset
trees-preset-choose = choose…
trees-preset-new = New tree (one decision)
trees-preset-with-sets = With information sets
trees-undo = ↶ Undo
trees-redo = ↷ Redo
trees-export-efg = Export .efg
trees-normal-form-games = Normal-form games →
trees-stale-updating = These results are for the tree before the edit — updating…
trees-stale-incomplete = These results are for the last complete tree — complete the edit to update them.
trees-analyses-failed = The analyses failed: { $error }
trees-analysing = Analysing the tree…
trees-import-efg = Import a Gambit .efg file
trees-bi-title = Backward induction
trees-bi-reset = Reset
trees-bi-step = Step ▶
trees-bi-pause = Pause
trees-bi-play = Play
trees-bi-all = All steps
trees-bi-start = { $n } decision and chance nodes; backward induction solves them from the leaves up.
trees-bi-step-chance = Step { $step } of { $total }: at the chance node { $node }, the expected payoffs over nature's outcomes are ({ $first }, { $second }).
trees-bi-step-decision = Step { $step } of { $total }: at { $node }, player { $player } takes { $action }, worth ({ $first }, { $second }).
trees-bi-step-tie = Step { $step } of { $total }: at { $node }, player { $player } takes { $action }, worth ({ $first }, { $second }) — a tie, broken by the first best action.
trees-bi-failed = backward induction failed: { $error }
trees-spe-unique = Subgame-perfect equilibrium: { $first } for player 1, { $second } for player 2, payoffs ({ $payoff1 }, { $payoff2 }) — unique.
trees-spe-ties = Subgame-perfect equilibrium: { $first } for player 1, { $second } for player 2, payoffs ({ $payoff1 }, { $payoff2 }) — one of several (ties).
trees-nf-title = Induced normal form: { $rows } × { $cols } pure strategies
trees-nf-open = Open this game in the normal-form lab →
trees-nf-no-link = No link to the normal-form lab: { $why }.
trees-nf-corner = P1 \ P2
trees-nf-too-large = The table is too large to draw here (more than { $limit } strategies for a player); its equilibria are listed below.
trees-nf-unavailable = The induced normal form is not available: { $error }
trees-pure-title = Pure Nash equilibria ({ $n })
trees-pure-listed = The first { $n } in row order are listed, with their threats.
trees-col-player-1 = player 1
trees-col-player-2 = player 2
trees-col-payoffs = payoffs
trees-col-spe = subgame perfect?
trees-spe-yes = yes
trees-spe-no = no — { $n } non-credible { $n ->
        [one] threat
       *[other] threats
    }
trees-ne-hide = hide
trees-ne-show = show on tree
trees-threats-none = This equilibrium is subgame perfect: in every subgame the prescribed action is a best response (dashed edges on the tree).
trees-threats-intro = Not subgame perfect. The dashed edges are the equilibrium's strategies; red rings mark the subgames where a prescribed action is not a best response — a threat the player would not carry out if that subgame were reached:
trees-threat = at { $node }, player { $player } is told to play { $told } (payoff { $payoff }) but { $better } gives { $better_payoff }
trees-svg-label = game tree
trees-the-root = the root
trees-root = root
trees-at-root = at the root
trees-after = after { $path }
trees-labelled-node = { $label } (after { $path })
trees-labelled-root = { $label } (after the root)
trees-node-title = { $node } — player { $player } moves
trees-chance-title = { $node } — chance
trees-chance-mark = C
trees-infoset-title = Information set { $name } of player { $player }: { $n } nodes the player cannot tell apart
trees-set-title = Information set
trees-set-members = In a set of { $n } nodes the player cannot tell apart: { $nodes }.
trees-set-alone = Alone in its information set: the player knows they are here.
trees-set-name = Set name
trees-set-mark = Mark for joining (M)
trees-set-join = Join the set of { $node } (J)
trees-set-split = Split from its set (S)
trees-decision-node = Decision node { $where }
trees-chance-node = Chance node { $where }
trees-mover = Mover
trees-player-1 = Player 1
trees-player-2 = Player 2
trees-mover-chance = Chance (nature)
trees-label = Label
trees-outcomes = Outcomes and probabilities
trees-actions = Actions
trees-action-name = name of action { $n }
trees-outcome-probability = probability of outcome { $n }
trees-delete-action = delete this action and its subtree
trees-add-outcome = + outcome
trees-add-action = + action
trees-make-leaf = Make a leaf (delete the subtree)
trees-leaf = Leaf { $where }
trees-make-decision = Make a decision node
trees-delete-leaf = Delete this leaf
trees-sets-title = A game with imperfect information
trees-sets-reading = Reading the game…
trees-sets-summary = Information sets: { $sets }. A player cannot tell apart the nodes of one set (joined by a dashed line), so a strategy chooses one action per set; backward induction and the induced normal form give way to the sequence form.
trees-sets-zero-sum = Two-player zero-sum: solved by the sequence-form linear program, finished in exact arithmetic.
trees-sets-lemke = Not zero-sum: one equilibrium by Lemke's algorithm on the sequence form, exact.
trees-recall-ok = Every player has perfect recall.
trees-recall-missing = No perfect recall, so the sequence form does not apply: { $error }
trees-no-solver = No exact solver takes this game: { $error }
trees-solver-failed = The solver failed: { $error }

## Imperfect information

imperfect-title = Imperfect information: information sets, the sequence form and CFR
imperfect-lead = A player who cannot see everything moves at an information set: nodes they cannot tell apart, with the same actions. Such games are solved through the sequence form, whose size grows with the tree rather than with the number of strategies: exactly, by a linear program for zero-sum games and by Lemke's algorithm for the others; or approximately, by counterfactual regret minimisation, which learns by playing against itself — the method behind poker programs.
imperfect-controls-label = game
imperfect-game = Game
imperfect-imported = Imported .efg file
imperfect-import-efg = Import a Gambit .efg file (with information sets)
imperfect-iterations-range = give a whole number of iterations from 1 to { $max }
imperfect-being-read = the game is being read
imperfect-summary = { $title }: { $n } players ({ $players }), { $nodes } nodes, information sets { $sets }.
imperfect-constant-sum = Two-player constant-sum: the payoffs add up to { $sum } at every leaf (zero-sum after a shift).
imperfect-zero-sum = Two-player zero-sum.
imperfect-not-zero-sum = Not zero-sum (or not two players).
imperfect-recall-ok = Every player has perfect recall.
imperfect-unreadable = The game could not be read: { $error }
imperfect-reading = Reading the game…
imperfect-exact-title = Exact solution
imperfect-method-lp = The sequence-form linear program (Koller, Megiddo, von Stengel), on the built-in simplex, finished in exact arithmetic and certified by exact best responses.
imperfect-method-lemke = Lemke's algorithm on the sequence form (Koller, Megiddo, von Stengel 1996), exact, the equilibrium checked by exact best responses.
imperfect-no-solver = No exact solver takes this game: { $error }
imperfect-prior = Prior
imperfect-prior-uniform = uniform
imperfect-prior-random = random, completely mixed
imperfect-seed = seed { $seed }
imperfect-solve = Solve exactly
imperfect-solver-failed = The solver failed: { $error }
imperfect-cfr-title = Learning: counterfactual regret minimisation
imperfect-cfr-refused = CFR runs on two-player zero-sum games with perfect recall; this one is not.
imperfect-algorithm = Algorithm
imperfect-iterations = Iterations
imperfect-run = Run
imperfect-cfr-stale = These results are for the earlier algorithm and count of iterations.
imperfect-cfr-value = After { $n } iterations: { $player } expects { $value }; exploitability { $exploitability }.
imperfect-bench-summary = Benchmark: CFR in this browser
imperfect-bench-text = 200 iterations of CFR, CFR+ and DCFR on Kuhn and Leduc poker, and of a deliberately naive CFR+ (the baseline), in the worker — the same runs as the native program's benchmark, so the two can be compared.
imperfect-col-game = game
imperfect-col-algorithm = algorithm
imperfect-col-iterations = iterations
imperfect-col-speed = iterations/s (wasm)
imperfect-col-speedup = × naive
imperfect-col-exploitability = exploitability
imperfect-kuhn-poker = Kuhn poker
imperfect-leduc-poker = Leduc poker
imperfect-opponent-equilibrium = the exact equilibrium
imperfect-opponent-cfr-plus = CFR+ after { $n } iterations
imperfect-opponent-uniform = uniformly random play
imperfect-play-seat = Hand { $hand } — you are player { $seat }.
imperfect-play-seat-first = Hand { $hand } — you are player { $seat } (you act first).
imperfect-your-card = Your card:
imperfect-public-card = · public card:
imperfect-opponent-card = · opponent's card:
imperfect-hidden = hidden
imperfect-your-move = your move
imperfect-next-hand = Next hand
imperfect-running-won = After { $n } { $n ->
        [one] hand
       *[other] hands
    }: you won { $total } in all, { $mean } a hand
imperfect-running-lost = After { $n } { $n ->
        [one] hand
       *[other] hands
    }: you lost { $total } in all, { $mean } a hand
imperfect-interval-too-few = A 95% interval needs at least { $hands } hands: with fewer, chance alone could give any result.
imperfect-interval-hoeffding = 95% interval { $low } to { $high }, by Hoeffding's bound: wide, but it holds however few the hands
imperfect-interval-normal = 95% interval { $low } to { $high }, by the normal approximation
imperfect-dealing = Computing the opponent's strategy and dealing…
imperfect-play-title = Play against a computed strategy
imperfect-play-text = You and the computer alternate seats each hand. The computer plays its strategy at the information set it is in: it knows its own card and the bets, never yours — and this page never knows the computer's card before a showdown (the hands are dealt in the worker, which sends only what you may see). Against the exact equilibrium no way of playing wins on average: the best you can expect over many hands is 0.
imperfect-opponent = Opponent
imperfect-new-table = New table
imperfect-table-failed = The table failed: { $error }
imperfect-delta-range = δ is a probability strictly between 0 and 1
imperfect-race-title = Which strategy is better? A race decides
imperfect-race-text = The two strategies play pairs of hands with the same cards, each once in each seat (duplicate poker, which takes out most of the luck of the deal). A racing algorithm (ILEBR* 2 in the racing lab: empirical Bernstein bounds, tested at growing intervals) watches the share of pairs A wins (an even pair goes by a coin) and stops once its bounds, which hold throughout with probability 1 − δ, leave ½: the verdict is wrong with probability at most δ.
imperfect-race = Race
imperfect-race-live = { $pairs } pairs, A won { $wins }.
imperfect-race-after = — after { $pairs } pairs of hands (A won { $share }%): { $reason }.
imperfect-beats = { $winner } beats { $loser }
imperfect-undecided = Undecided within the limit of pairs
imperfect-simplex-iterations = { $n } simplex iterations
imperfect-pivots-from = { $n } pivots from { $prior }
imperfect-prior-uniform-words = the uniform prior (every action equally likely)
imperfect-prior-random-words = a random completely mixed prior (seed { $seed })
imperfect-payoffs = Payoffs: { $player1 } { $payoff1 }, { $player2 } { $payoff2 } ({ $what }).
imperfect-exact-payoffs = The exact payoffs
imperfect-certified = Certified: no player gains by deviating (exact best responses; exploitability 0).
imperfect-not-certified = Not certified: the exact best responses found a gain.
imperfect-download = Download the exact solution (JSON)
imperfect-kuhn-summary = Kuhn's theorem: the same equilibrium as mixed strategies over plans ({ $plans1 } × { $plans2 } plans in the reduced normal form)
imperfect-kuhn-note = A plan names an action at each of the player's information sets it can reach (* where an earlier action of its own rules the set out). A behaviour strategy induces a mixed strategy over plans — each plan's probability is the product of its actions' probabilities — and, with perfect recall, the mixed strategy induces the behaviour strategy back: the two are realization-equivalent.
imperfect-kuhn-mixes = { $player } mixes: { $mix }.
imperfect-kuhn-round-trip = Back from the mixed strategies to behaviour: the same strategies at every set the players' plans reach.
imperfect-kuhn-round-trip-differs = The round trip differs: the game lacks perfect recall.
imperfect-col-player = player
imperfect-col-set = information set
imperfect-col-belief = belief: where the player is, given the set is reached
imperfect-col-behaviour = behaviour strategy
imperfect-beliefs-summary = Beliefs by Bayes' rule at the { $n } information sets the equilibrium reaches
imperfect-beliefs-note = Each node's probability of being reached (chance's moves and both players' strategies), divided by the set's: what the player to move believes about the moves they did not see. Sets the equilibrium never reaches have no belief forced on them.
imperfect-bars-title-first = The average strategy as it learns (the first { $shown } of { $total } information sets)
imperfect-bars-title = The average strategy as it learns
imperfect-compared = Beside the LP's exact equilibrium (value { $exact }, its strategies in the table of the exact solution): the average's value { $value }; the largest difference in a probability { $largest } ({ $at }).
imperfect-compared-note = A game may have many equilibria (in Kuhn poker player 1 has a whole family), so CFR's average can differ from the LP's strategy where both are optimal; its exploitability, not this difference, is what goes to 0.
imperfect-lemke-title = Lemke's path from the prior
imperfect-lemke-note = The covering variable z₀ starts at 1, where each player best responds to the prior; every pivot brings one variable into the basis and drives its complement out, and the path ends when z₀ leaves: an equilibrium (von Stengel, van den Elzen and Talman 2002). A prior closer to one equilibrium tends to lead to it.
imperfect-lemke-start = « Start
imperfect-lemke-prev = ◀ Pivot
imperfect-lemke-next = Pivot ▶
imperfect-lemke-end = End »
imperfect-lemke-step = Pivot { $k } of { $n }: { $entered } entered, { $left } left; z₀ = { $z0 }.
imperfect-lemke-travelled = how far along the path
imperfect-all-strategies = The strategies at all { $n } information sets
imperfect-player = Player { $n }

## Normal-form games

games-title = Normal-form games: every Nash equilibrium
games-lead = Edit the names and payoffs (row player first in each cell; arrow keys move between cells, Ctrl+Z / Ctrl+Y undo and redo). Underlined payoffs are best responses; a highlighted cell is a pure Nash equilibrium. Below: all equilibria in exact fractions, diagrams, security levels and dominance.
games-players-label = how many players
games-players-two = Two players
games-players-many = Three or four players
games-column-name = name of column { $n }
games-remove-column-title = remove this column
games-remove-column = remove column { $n }
games-row-name = name of row { $n }
games-remove-row-title = remove this row
games-remove-row = remove row { $n }
games-row-payoff = row payoff at { $row },{ $col }
games-column-payoff = column payoff at { $row },{ $col }
games-strictly = strictly
games-weakly = weakly
games-very-weakly = very weakly
games-elim-title = Iterated elimination of dominated strategies
games-dominance = Dominance
games-dominance-strict = strict
games-dominance-weak = weak
games-dominance-very-weak = very weak (≥ everywhere)
games-elim-mixed = also by mixed strategies (LP)
games-elim-none-mixed = No strategy is { $how } dominated (by a pure or a mixed strategy).
games-elim-none-pure = No strategy is { $how } dominated by a pure strategy.
games-reset = Reset
games-back = ◀ Back
games-step = Step ▶
games-elim-all = All steps
games-elim-count = { $shown } of { $total } steps shown (struck out in the table)
games-elim-step-row = remove row strategy { $name } — dominated by { $by }
games-elim-step-column = remove column strategy { $name } — dominated by { $by }
games-elim-result = What survives: rows { $rows } × columns { $columns }.
games-elim-failed = elimination failed (an LP failure is not read as 'not dominated'): { $error }
games-problems = { $n ->
        [one] { $n } problem in the table (marked in red). The results below are the last valid game's until it is fixed.
       *[other] { $n } problems in the table (marked in red). The results below are the last valid game's until they are fixed.
    }
games-names-label = the game's names
games-game-title = Title
games-row-player = Row player
games-column-player = Column player
games-edit-label = edit the game
games-preset = Preset
games-choose = choose…
games-preset-prisoners-dilemma = Prisoner's dilemma
games-preset-driving = Driving (pure coordination)
games-preset-matching-pennies = Matching pennies
games-preset-battle-of-the-sexes = Battle of the sexes
games-preset-rock-paper-scissors = Rock-paper-scissors
games-preset-stag-hunt = Stag hunt
games-preset-chicken = Chicken
games-preset-chicken-aumann = Chicken (Aumann 1974)
games-preset-von-stengel = 3×2: von Stengel's Lemke–Howson example
games-preset-lh-unreachable = 3×3: equilibria no Lemke–Howson path reaches
games-preset-traffic-light = Traffic light
games-add-row = + row
games-add-column = + column
games-random-title = integer payoffs −9…9, seeded
games-random = Random game (seed { $seed })
games-zero-sum-title = set the column player's payoffs to minus the row player's
games-zero-sum = Make zero-sum
games-undo = ↶ Undo
games-redo = ↷ Redo
games-export-nfg = Export .nfg
games-link-copied = Link copied
games-copy-link = Copy link
games-to-trees = Game trees →
games-size-hint = { $rows }×{ $cols }; up to { $limit }×{ $limit }. The address bar always holds this game, so the link shares it.
games-class = Class: { $class }
games-class-common-payoff = common-payoff
games-class-zero-sum = zero-sum
games-class-constant-sum = constant-sum ({ $sum })
games-class-general-sum = general-sum
games-analyses-failed = the analyses failed: { $error }
games-import-nfg = Import a Gambit .nfg file
games-lh-quick = Quick answer (Lemke–Howson, missing label 1): row { $row } , column { $column }, payoffs ({ $payoffs }). The full enumeration below finds every equilibrium.
games-expected = Enumerating the vertices of both best-response polytopes by reverse search, its trees cut in pieces shared by { $workers ->
        [one] { $workers } worker
       *[other] { $workers } workers
    } (one per core): a { $rows }×{ $cols } game is expected to take { $time } in this browser on one worker (from the benchmark below; games with many ties are usually faster).
games-time-under-second = under a second
games-time-seconds = about { $s } s
games-time-minutes = about { $min } min
games-compute-again = Compute again
games-enumeration-failed = equilibrium enumeration failed: { $error }
games-eq-heading = Nash equilibria ({ $n } extreme)
games-eq-heading-degenerate = Nash equilibria ({ $n } extreme, degenerate game)
games-col-row-strategy = row strategy
games-col-column-strategy = column strategy
games-col-payoffs = payoffs
games-col-kind = kind
games-col-kind-title = strict: each strategy is the only best response to the other (Def. 2.0.7); weak otherwise (Def. 2.0.8); in dominant strategies: each dominates all of its player's other strategies (Def. 2.3.2)
games-col-lh = Lemke–Howson from
games-col-lh-title = Lemke–Howson started by dropping this strategy's label ends here
games-kind-strict = strict
games-kind-weak = weak
games-kind-dominant = { $kind }, in { $how } dominant strategies
games-lh-no-label = — (no label reaches it)
games-eq-listed = The first { $shown } of { $n } in order are listed; the download has them all.
games-eq-download = Download the equilibria (JSON)
games-degenerate = Degenerate: some strategies have more best responses than their support size, so equilibria can form continua.
games-tie-row = row strategy { $strategy } makes { $n } best responses tie
games-tie-column = column strategy { $strategy } makes { $n } best responses tie
games-continuum = a continuum: { $set }
games-side-row = the row strategy { $strategy }
games-side-column = the column strategy { $strategy }
games-side-rows-between = rows between { $a } and { $b }
games-side-columns-between = columns between { $a } and { $b }
games-side-rows-mixing = rows mixing { $list } and { $last }
games-side-columns-mixing = columns mixing { $list } and { $last }
games-side-no-row = no row strategy
games-side-no-column = no column strategy
games-degenerate-more = … and { $n } more ties and continua, in the download.
games-br-diagram = best-response diagram
games-br-chart-title = Best responses
games-br-chart-row = row's best response
games-br-chart-column = column's best response
games-br-chart-equilibria = Nash equilibria
games-bench-summary = Benchmark: all equilibria of random n×n games in this browser
games-run = Run
games-bench-text = Seeded random games with payoffs 0…99 (seed 1, the same games as the native program's benchmark), all equilibria by reverse search in the worker, three times each; the fastest run counts, and only the time inside the enumeration.
games-bench-from = from n =
games-bench-to = to n =
games-bench-equilibria = equilibria
games-bench-degenerate = degenerate
games-bench-ms = ms (wasm)
games-bench-vertices = vertices
games-bench-integers = integers
games-bench-big = big
games-bench-128 = 128-bit
games-yes = yes
games-no = no
games-security-title = Security levels
games-security-maxmin = maxmin (guaranteed)
games-security-maxmin-strategy = maxmin strategy
games-security-minmax = minmax (held to)
games-security-punishing = opponent's punishing strategy
games-lp-failed = LP failed: { $error }
games-value-agree = Value by LP: { $value }; the row player's maxmin { $maxmin } = minmax { $minmax } ✓ (the minimax theorem).
games-value-disagree = Value by LP: { $value }; the row player's maxmin { $maxmin } ≠ minmax { $minmax } — the LPs disagree; please report this game.
games-value-lp-failed = value LP failed: { $error }
games-envelope-mark = t = { $t } (payoff { $payoff })
games-envelope-none = none found
games-envelope-equilibrium = a Nash equilibrium at t = { $t }
games-envelope-lines-row = Row player's payoff lines; drag an end, or focus it and use the arrow keys, to change that payoff
games-envelope-lines-column = Column player's payoff lines; drag an end, or focus it and use the arrow keys, to change that payoff
games-envelope-handle-row = Row player's payoff for { $name } when the other plays { $other }
games-envelope-handle-column = Column player's payoff for { $name } when the other plays { $other }
games-envelope-caption-row = Row player's best responses by t = P({ $first }): { $pieces }. Nash equilibria (◆): { $marks }.
games-envelope-caption-column = Column player's best responses by t = P({ $first }): { $pieces }. Nash equilibria (◆): { $marks }.
games-geometry-title = Geometry of the equilibria
games-geometry-note = The geometry is drawn for games from 2×2 to { $max }×{ $max }; this one is { $rows }×{ $cols }.
games-figure-turn = — arrow keys turn it
games-figure-reset = Reset view
games-ce-error = The correlated-equilibrium polytope could not be computed: { $error }
games-ce-nash = Nash equilibrium { $n }: { $distribution }
games-ce-best-title = Welfare-maximising correlated equilibrium: { $distribution }
games-ce-title = The correlated-equilibrium polytope
games-ce-hint = A distribution over the four cells is a point of the tetrahedron (each corner is one cell for sure). The correlated equilibria — distributions from which neither player gains by disobeying a recommendation — form the polytope drawn inside it. Squares: Nash equilibria (product distributions); diamond: a correlated equilibrium maximising the sum of payoffs. Drag it, or focus it and use the arrow keys, to turn it.
games-ce-figure = The CE polytope in the tetrahedron of distributions
games-ce-nash-welfare = Nash equilibrium { $n }: { $distribution } — welfare { $welfare }
games-ce-best = Best correlated equilibrium: { $distribution } — welfare { $welfare }
games-ce-vertices = The polytope's { $n } vertices
games-lh-title = Best-response polytopes and Lemke–Howson
games-lh-shift = Von Stengel's convention: each player's payoffs are shifted to be positive (row player's by { $row }, column player's by { $column }; best responses do not change), so P and Q are bounded. Labels 1–{ $m } are the rows, { $first }–{ $last } the columns: a vertex of P has label i when xᵢ = 0 and label { $m }+j when column j is a best response; a vertex of Q has label i when row i is a best response and { $m }+j when yⱼ = 0.
games-lh-path-label = Lemke–Howson path
games-lh-start-at = Start at
games-lh-start-artificial = (0, 0), the artificial equilibrium
games-lh-start-equilibrium = equilibrium { $n }: x = { $x }, y = { $y }
games-lh-drop-label = Drop label
games-lh-run = Run to end
games-lh-count = { $at } of { $total } steps
games-lh-artificial = the artificial equilibrium (0, 0)
games-lh-equilibrium = equilibrium { $n }
games-label-row = { $n } (row { $name })
games-label-column = { $n } (column { $name })
games-lh-stays = stays at the same point (a degenerate pivot)
games-lh-moves = moves along an edge
games-lh-step-ends = { $side } drops label { $dropped } and { $moved }, picking up label { $picked } — the missing label: every label is present again, so the path ends at an equilibrium.
games-lh-step-next = { $side } drops label { $dropped } and { $moved }, picking up label { $picked }; label { $picked } is duplicated (both vertices have it), so { $other } drops it next.
games-lh-polytope-p = { $set }, the row player's polytope ({ $dim }-D); labels at each vertex
games-lh-polytope-q = { $set }, the column player's polytope ({ $dim }-D); labels at each vertex
games-lh-degenerate-start = This start is a degenerate equilibrium: its vertices have surplus labels, so which edge to leave is not defined without a choice of basis.
games-lh-at-start = At { $start }: every label is present. Step to drop label { $label }.
games-lh-step-of = Step { $k } of { $n }: { $step }
games-lh-reached = Reached { $end }: x = { $x }, y = { $y }.
games-lh-back-at-artificial = Back at the artificial equilibrium (0, 0): dropping this label at this equilibrium retraces the path from (0, 0).
games-lh-index-degenerate = — (degenerate)
games-lh-no-label-reaches = no label
games-lh-pair = Current pair: x = { $x } (labels { $xlabels }), y = { $y } (labels { $ylabels }).
games-lh-pairing-caption = Where the path dropping each label ends, from each start
games-lh-col-start = start
games-lh-col-index = index
games-lh-col-drop = drop { $n }
games-lh-eq-short = eq. { $n }
games-lh-all-reached = Every equilibrium is reached from the artificial equilibrium by some dropped label ({ $list }).
games-lh-reached-by = equilibrium { $n } by label { $labels }
games-lh-unreachable-item = equilibrium { $n } (index { $index })
games-lh-unreachable = No Lemke–Howson path from the artificial equilibrium reaches { $list }; they are found only by starting at another equilibrium.
games-lh-unreachable-positive = No Lemke–Howson path from the artificial equilibrium reaches { $list }; they are found only by starting at another equilibrium. An equilibrium of index +1 among them shows that a positive index does not make an equilibrium reachable.
games-import-text = The { $kind } file's text (paste it here)
games-import = Import
games-n-title = Normal-form games: three players and more
games-n-lead = One matrix per strategy of player 3 (per pair of strategies of players 3 and 4): rows are player 1's strategies, columns player 2's, and each cell holds every player's payoff in order. Underlined payoffs are best responses; a highlighted cell is a pure equilibrium. Below: every Nash equilibrium, certified (exact fractions, or 32 digits proven when irrational), and the correlated equilibria by exact LP.
games-n-preset-coordination = Three-player coordination
games-n-preset-voting = Voting (Condorcet cycle)
games-n-preset-nine-equilibria = 2×2×2 with nine equilibria (McKelvey–McLennan)
games-n-preset-irrational = Only an irrational equilibrium (Nau et al.)
games-n-add-player = + player
games-n-remove-player = − last player
games-n-shape = { $shape }; up to { $limit } strategies per player, 4 players and { $cells } cells. The address bar always holds this game.
games-n-import-nfg = Import a Gambit .nfg file (3 or 4 players)
games-n-players-label = the players and their strategies
games-n-player-name = name of player { $n }
games-n-role-rows = rows
games-n-role-columns = columns
games-n-role-matrices = matrices
games-n-strategy-name = name of { $player }'s strategy { $n }
games-n-remove-strategy = remove { $player }'s strategy { $n }
games-n-remove-strategy-title = remove this strategy
games-n-add-strategy = add a strategy for { $player }
games-n-add-strategy-button = + strategy
games-n-payoff = { $player }'s payoff at ({ $profile })
games-n-problems = { $n ->
        [one] { $n } problem in the game (marked in red). The results below are the last valid game's until it is fixed.
       *[other] { $n } problems in the game (marked in red). The results below are the last valid game's until they are fixed.
    }
games-n-pure-title = Pure equilibria
games-n-pure-none = None: at every cell some player gains by changing alone.
games-n-pure-item = ({ $profile }) — { $kind } — payoffs ({ $payoffs })
games-n-nothing-dominated = Nothing is dominated: every strategy survives.
games-n-elim-step = { $player }'s { $strategy } — { $how } dominated by { $by }
games-n-survives = What survives: { $left }.
games-n-survives-solved = What survives: { $left } — one strategy each: the game is solved by dominance.
games-n-security-caption = Security levels (exact)
games-n-col-player = player
games-n-col-maxmin = maxmin value
games-n-col-maxmin-strategy = a maxmin strategy
games-n-col-minmax-correlated = minmax, others correlated
games-n-col-minmax-pure = minmax, others pure
games-n-analysis-title = Dominance and security
games-n-analysis-hint = Strategies removed one at a time (lowest player first) while one is dominated in what is left; a mixture may dominate where no single strategy does. A player's maxmin is what they can guarantee whatever the others do; the others can hold them to the minmax (no more when they may coordinate, the pure minmax when each plays one strategy).
games-n-remove-strategies = Remove strategies
games-n-dominated = { $how } dominated
games-n-mixtures = mixtures may dominate
games-nbench-summary = { $games } games in { $total } ms: mean { $mean } ms, median { $median } ms, slowest { $slowest } ms; { $equilibria } equilibria ({ $irrational } irrational); { $complete } of { $games } proven complete.
games-nbench-games-error = a whole number from 1 to { $max }
games-nbench-seed-error = a whole number ≥ 0
games-nbench-summary-title = Benchmark: random games solved in this browser
games-nbench-hint = Seeded random games (payoffs 0…99), every equilibrium each, certified, timed in the worker. The same games natively: { $command }
games-nbench-shape = Shape
games-nbench-games = Games
games-nbench-seed = Seed
games-nbench-col-game = game
games-nbench-col-irrational = irrational
games-nbench-col-complete = complete
games-download-json = Download JSON
games-n-eq-title = Every Nash equilibrium (certified)
games-n-solve-again = Solve again
games-n-certificate-complete = { $n ->
        [one] { $n } equilibrium (the complete set) — { $certificate }
       *[other] { $n } equilibria (the complete set) — { $certificate }
    }
games-n-certificate-incomplete = { $n ->
        [one] { $n } equilibrium (not proven complete) — { $certificate }
       *[other] { $n } equilibria (not proven complete) — { $certificate }
    }
games-n-col-regret = regret
games-n-kind-exact = exact
games-n-kind-irrational = irrational: 32 digits, proven
games-n-kind-not-isolated = irrational: proven, not isolated
games-n-continuum = A continuum: { $description } — ranges { $ranges }
games-n-ce-welfare = the most welfare (sum of payoffs)
games-n-ce-min = the most for the worst-off player
games-n-ce-player = the best for { $player }
games-n-ce-value = Value { $value } (≈{ $approx }); expected payoffs ({ $payoffs }).
games-n-col-profile = profile
games-n-col-probability = probability
games-n-ce-title = Correlated equilibria (exact LP)
games-n-ce-hint = A mediator draws a profile from the distribution and tells each player only their own strategy; no one gains by disobeying. Coarse: each player commits before hearing it.
games-n-ce-maximise = Maximise
games-n-ce-coarse = coarse correlated

## Evolutionary dynamics and the prisoner's dilemma

evolution-title = Evolutionary dynamics and the prisoner's dilemma
evolution-lead = Equilibria say where play may rest; dynamics say how a population gets there — or why it never does. Here a population's shares change by how well each strategy does, every rest point is found exactly and classified, a finite population fixes one strategy by chance and selection, and strategies of the repeated prisoner's dilemma meet in matches, tournaments and races.
evolution-dyn-title = Dynamics on the simplex
evolution-dyn-replicator = replicator
evolution-dyn-best-response = best response
evolution-dyn-logit = logit (precision λ)
evolution-dyn-fictitious = fictitious play (rounds)
evolution-dyn-stochastic-fictitious = stochastic fictitious play (λ, rounds)
evolution-lambda-not-number = λ: write a number
evolution-time-not-number = time: write a number
evolution-view = View
evolution-portrait-label = Phase portrait: click to start a trajectory there; or move the dashed cursor with the arrow keys (Shift: larger steps), Enter starts a trajectory at it, Backspace removes the last
evolution-portrait-legend = Arrows show the direction of the flow, darker where it is faster. Rest points: filled = ESS; a ring with a dot = Nash but not an ESS; open = not Nash; their colour is the linearisation's verdict — green stable, red unstable, orange saddle, blue centre, grey undecided.
evolution-clear = Clear the trajectories
evolution-trajectories = { $n } trajectories
evolution-drawing = Drawing…
evolution-game = Game
evolution-your-matrix = your matrix
evolution-your-nfg = your .nfg file
evolution-dynamics = Dynamics
evolution-rounds = rounds
evolution-time = time
evolution-start-at = Start at shares
evolution-start-run = Start a trajectory
evolution-own-game = Your own game
evolution-matrix-label = A symmetric game's payoffs (row strategy against column strategy; one row per line, 2–4 strategies):
evolution-nfg-label = Or paste a Gambit .nfg file (a square game with B = Aᵀ is one population; any other 2×2 game is two populations):
evolution-nfg-open = Open the .nfg
evolution-preset-rps = Rock–paper–scissors (zero-sum)
evolution-preset-rps-stable = Rock–paper–scissors, stable interior (win 2, lose 1)
evolution-preset-rps-unstable = Rock–paper–scissors, unstable interior (win 1, lose 2)
evolution-preset-hawk-dove = Hawk–dove (V = 2, C = 4)
evolution-preset-stag-hunt = Stag hunt
evolution-preset-coordination = Coordination (three conventions)
evolution-preset-prisoners-dilemma = Prisoner's dilemma
evolution-preset-matching-pennies = Matching pennies (two populations)
evolution-preset-battle-of-the-sexes = Battle of the sexes (two populations)
evolution-preset-hawk-dove-retaliator-bully = Hawk–dove–retaliator–bully
evolution-explain-rps = Each strategy beats one and loses to the other by the same amount. The interior rest point (1/3, 1/3, 1/3) is a Nash equilibrium but not an ESS; the replicator dynamics circle it on closed orbits (x₁·x₂·x₃ is conserved).
evolution-explain-rps-stable = A win is worth more (2) than a loss costs (1): the interior rest point is an ESS and every interior orbit spirals into it (Zeeman 1980).
evolution-explain-rps-unstable = A loss costs more (2) than a win is worth (1): the interior rest point repels and orbits spiral out towards the boundary cycle rock → paper → scissors.
evolution-explain-hawk-dove = Hawks fight (each pays half of the cost C = 4 for half of the value V = 2), doves share. Neither pure strategy is stable: the ESS is the mix with a share V/C = 1/2 of hawks.
evolution-explain-stag-hunt = Hunting stag pays 4 but only together; hare pays 3 for sure. Both pure states are strict ESSs; the mixed rest point with 3/4 stag hunters is unstable and divides their basins of attraction.
evolution-explain-coordination = Matching the others pays 1, 2 or 3 by convention, miscoordinating pays 0. Every support has a rest point; only the three pure conventions are ESSs.
evolution-explain-prisoners-dilemma = Defection earns more against either strategy, so cooperators die out from any interior start: all-defect is the only ESS.
evolution-explain-matching-pennies = Rows want to match, columns to mismatch. The mixed equilibrium (½, ½) is surrounded by closed orbits of the two-population replicator dynamics.
evolution-explain-battle-of-the-sexes = Both want to meet but prefer different places. The two pure meetings are strict equilibria (ESSs of the two-population game); the mixed equilibrium is a saddle.
evolution-explain-hawk-dove-retaliator-bully = A retaliator plays dove until attacked, a bully attacks until resisted. Dove and retaliator earn the same against each other, so their edge is a continuum of rest points; the faces show each three-strategy subgame.
evolution-moran-title = Finite populations: the Moran process
evolution-moran-text = A population of N plays the game's two chosen strategies (numbered as in the game, from 1). Each step one individual reproduces with probability proportional to its fitness 1 − w + w·(its mean payoff against the others), and its offspring replaces one individual drawn at random. Where does one mutant end up? Exactly, by the product formula ρ = 1 / (1 + Σₖ Πⱼ f_A(j)/f_B(j)) in fractions; and by simulation, seeded, with its 99% interval. Neutral drift fixes a mutant with probability 1/N.
evolution-moran-strategies = strategies
evolution-moran-runs = runs
evolution-seed = seed
evolution-moran-compute = Compute
evolution-ipd-title = The iterated prisoner's dilemma
evolution-ipd-text = Each turn both players choose at once to cooperate (C) or defect (D). Both cooperating earn R each, both defecting P each, and a defector facing a cooperator earns T while the cooperator gets S: with T > R > P > S defecting is better whatever the other does, yet both do better cooperating. Repeated, it pays to be nice, retaliatory and forgiving — or does it? The strategies are the Axelrod library's, with its names and rules; noise flips a move with the given probability (both players see the flipped move).
evolution-ipd-yours-option = Yours (the rule above)
evolution-ipd-turns = turns per match
evolution-ipd-noise = noise
evolution-ipd-yours = Your strategy:
evolution-ipd-yours-memory-one = (chances of cooperating after each last turn, yours first) or
evolution-ipd-yours-lookup = (a move for each history of the last 1–3 turns)
evolution-ipd-yours-name = its name
evolution-ipd-about = What each strategy does
evolution-ipd-match-title = A match, move by move
evolution-ipd-match-run = Play the match
evolution-ipd-tournament-title = A round-robin tournament
evolution-ipd-tournament-text = Every pair plays, and every strategy plays a copy of itself, as in Axelrod's tournaments; a strategy's score is its mean payoff per turn against the others, ranked by the median over the repetitions. The matches are shared among one worker per core.
evolution-ipd-players = players
evolution-ipd-and-yours = and yours, when written
evolution-ipd-repetitions = repetitions
evolution-ipd-generations = generations
evolution-ipd-tournament-run = Run the tournament ({ $n } workers)
evolution-ipd-matches-played = running: { $n } matches played
evolution-ipd-race-title = Which strategy is better? A race decides
evolution-ipd-race-text = Against the field, a game draws an opponent from the tournament's players; A and B each play it with the same seed, and the one that scores more wins the game (an even game goes by a coin). Head to head, a game is one match of A against B — where Tit For Tat never scores more than its opponent. A racing algorithm (ILEBR* 2 in the racing lab: empirical Bernstein bounds, tested at growing intervals) stops once its bounds, which hold throughout with probability 1 − δ, leave ½: the verdict is wrong with probability at most δ.
evolution-ipd-racing-lab = The racing lab
evolution-ipd-racing-lab-after = shows how such races decide and what their certainty costs.
evolution-ipd-race-field = against the tournament's players
evolution-ipd-race-run = Race
evolution-ipd-population-title = Population play
evolution-ipd-population-text = As in Nicky Case's “The Evolution of Trust”: every individual plays every other a match, then the lowest scorers are removed and the highest scorers copied (5 each round; ties drawn by the seed), round after round.
evolution-ipd-population = strategy=count, one per line
evolution-ipd-population-run = Play the rounds
evolution-ipd-bench-summary = Benchmark: tournaments in this browser
evolution-bench-run = Run
evolution-ipd-bench-text = Every classic against every other and itself, 200 turns, 5 repetitions, without noise and with noise 0.05, in one worker — the same runs as the native program's benchmark, so the two can be compared.

## Strategy optimisation

evolve-title = Strategy optimisation: War and Rrrats!
evolve-lead = Jakóbczyk's (2023) four evolutionary optimisers start from the initial strategy (all parameters 0), mutate it with step size σ, and keep a mutation only if a race says it beats the reference. Watch the strategy move, then see how it does against where it started.
evolve-ci = { $score } (95% CI { $lo }–{ $hi })
evolve-optimiser-iterative = iterative (1+1)
evolve-optimiser-coevolution = real coevolution
evolve-optimiser-approx = approximate coevolution
evolve-optimiser-approx2 = approximate coevolution 2
evolve-war-rules = War rules
evolve-face-down = face-down cards per war
evolve-face-down-1 = 1 (default)
evolve-short-war = short of war cards
evolve-short-war-loses = loses (default)
evolve-short-war-last = plays his last card
evolve-cap = battle cap
evolve-at-cap = at the cap
evolve-at-cap-draw = draw ½ (default)
evolve-at-cap-more = more cards wins
evolve-rats-rules = Rrrats! rule options (all off = the default reading)
evolve-auto-stop = reaching 4 ends the turn
evolve-pile-check = empty pile checked at turn end
evolve-bust-banks = a bust banks the hand
evolve-bust-returns = stolen tokens return on a bust
evolve-live-status = mutation { $mutation } · accepted { $accepted } · σ = { $sigma } · { $games } games · population { $population }
evolve-live-evaluating = evaluating the found strategy against the initial one
evolve-war-interpretation = descending { $desc }%, ascending { $asc }%, shuffled { $shuffled }%
evolve-rats-interpretation = P(continue) = { $p } → { $rule }
evolve-found-by = Found by { $optimiser } in { $seconds } s
evolve-parameters = Parameters:
evolve-found-score = Against the initial strategy over { $games } games (alternating seats): { $score }
evolve-draws = { $n } draws
evolve-found-usage = { $mutations } mutations, { $accepted } accepted, { $races } races, { $games } games; final σ = { $sigma }.
evolve-export-run = Export the run (JSON)
evolve-rules-help = How War and Rrrats! are played, and what a strategy's parameters mean
evolve-war = War
evolve-war-rules-text = 52 cards, 26 each, kept as a pile: you play from the top and won cards go to the bottom. Both turn up their top card; the higher rank takes every card on the table. A tie is a war: each lays one card face down (three, as an option) and one face up, again on a further tie. A player who cannot supply the war cards loses (both short: a draw). A game still going after 10 000 battles is a draw, worth ½.
evolve-war-strategy-text = The only choice is the order in which won cards go to the bottom of your pile. A strategy is three numbers A, B, C: with weights e^A, e^B, e^C, the won cards go in descending order (your best card comes back first) with probability e^A / (e^A + e^B + e^C), ascending with e^B / (…), shuffled with e^C / (…). All zero is the initial strategy, a third each; "desc" is always descending.
evolve-rats-rules-text = Two players, a pile of 31 tokens, two dice with faces 0, 1, 2 (probabilities 3/6, 2/6, 1/6). On your turn you roll: a 1 takes a token from the pile, a 2 steals one from the other player's bank (or takes one from the pile if that bank is empty); two zeros are a bust — your hand goes back to the pile and the turn ends. After each roll you stop (bank your hand) or roll again; over 4 tokens in hand, the surplus goes back and 4 are banked. When the pile is empty the game ends and the larger bank wins.
evolve-rats-strategy-text = A strategy is eight numbers A1, A2, B1, B2, C1, C2, D1, D2: with 1, 2, 3 or 4 tokens in hand (A, B, C, D) you roll again with probability e^k1 / (e^k1 + e^k2). All zero is the initial strategy (roll again half the time); "stop2" stops as soon as you hold 2.
evolve-settings = optimiser settings
evolve-game = Game
evolve-optimiser = Optimiser
evolve-race = Race
evolve-budget = budget
evolve-budget-unit = budget unit
evolve-mutations = mutations
evolve-games = games
evolve-seed = seed
evolve-eval-games = evaluation games
evolve-run = Run the optimiser
evolve-h2h-title = Head to head
evolve-never-stop = never stop (only busts and the hand limit end a turn)
evolve-stop-at = stop at ≥ { $n } in hand
evolve-descending = descending
evolve-ascending = ascending
evolve-shuffled = shuffled
evolve-ordering-label = ordering probabilities
evolve-p-continue-label = P(continue) per hand size
evolve-bar-title = hand { $hand }: P(continue) = { $p }
evolve-hand = hand { $hand }
evolve-nearest = P(continue) per hand size; nearest threshold rule: { $rule }
evolve-bench-game = game
evolve-bench-implementation = implementation
evolve-bench-games = games
evolve-bench-games-per-second = games/s
evolve-bench-summary = Benchmark: games per second in this browser
evolve-bench-run = Run
evolve-bench-text = Both players on the initial strategy, default rules; the fast simulators and, as the baseline in the same run, the same games through the generic State interface — the same benchmark as the native program's, so the two can be compared.
evolve-batch-optimiser = optimiser
evolve-batch-count = count
evolve-batch-mean = mean
evolve-batch-std = std
evolve-batch-min = min
evolve-batch-max = max
evolve-batch-games = games per run (mean)
evolve-batch-claim = Thesis (Table { $table }): the found strategies win ≈ { $mean } against the initial one on average. Measured here with { $rules }; seeds: run r uses seed.derive(r), the same as the native program's runs.
evolve-export-csv = Export CSV
evolve-batch-title = Batch: R seeded runs per optimiser (as Tables 4.1/4.2 of Jakóbczyk 2023)
evolve-batch-runs = runs per optimiser
evolve-batch-run = Run the batch ({ $n } workers)
evolve-br-title = Exact best responses (Rrrats!, Markov chain)
evolve-br-text = The best response to a strategy, found exactly by value iteration over every position (pile, banks, hand, whose turn); then the best response to that, and so on. Each response is summarised per hand size by how often it continues where such decisions arise, and by the nearest threshold rule.
evolve-br-against = against
evolve-br-rounds = rounds
evolve-br-rounds-error = 1–50 rounds
evolve-br-solve = Solve
evolve-br-round = round
evolve-br-wins = wins against the previous
evolve-br-p-continue = P(continue) at hand 1 / 2 / 3 / 4
evolve-br-nearest = nearest rule
evolve-br-fixed-point = fixed point
evolve-br-fixed-yes = yes — a symmetric equilibrium
evolve-h2h-text = Strategies: a name ({ $names }) or the parameters (War: A,B,C; Rrrats!: A1,A2,…,D2). Seats alternate; draws count ½.
evolve-h2h-first = first
evolve-h2h-use-found = use the found strategy
evolve-h2h-second = second
evolve-h2h-games-error = 100–10 000 000 games
evolve-h2h-seed-error = a whole number ≥ 0
evolve-h2h-play = Play
evolve-h2h-race = Race these two strategies →
evolve-h2h-exact = Exact (absorbing Markov chain, random first player): the first strategy wins with probability { $p }.
evolve-h2h-exact-failed = exact solution failed: { $error }
evolve-h2h-result = Simulated over { $games } games: the first strategy scores { $score }{ $draws }.
evolve-thesis-war = Jakóbczyk (2023) reports that descending beats ascending { $asc }% of the time and random { $rand }%; try desc vs asc and desc vs rand under each rule reading.
evolve-thesis-rats = Jakóbczyk (2023) reports that the Rrrats! optimum is to stop with at least { $n } in hand; compare stop2 with stop3 and stop4 exactly.

## Love Letter

ll-title = Love Letter: hidden information and the agents that play it
ll-lead = Sixteen cards, one in your hand: knock the other players out or hold the highest card when the deck runs out. You see your own hand, every discard and what your own Priest, Baron and King showed you — and so do the agents, each from its own seat: none of them can read a hidden card, and neither can this page's markup.
ll-face-down = a face-down card
ll-seed-deck = The seed's deck and this one
ll-seed-deck-text = The seed says 16 cards with 4 Guards, but its own list adds up to 15; this page plays the 2012 deck, with 5 Guards. Its Table 3.1 (face-up King, Prince and Handmaid; a Guard and a Baron in hand) changes with the deck:
ll-col-unseen = unseen card
ll-col-seed-deck = the seed (4 Guards)
ll-col-this-deck = this deck (5 Guards)
ll-deals = Its §2.2 count of deals: 16!/(4!·2!⁴) = { $seed_orders } deck orders, times 2¹⁰ for ten two-way decisions = { $seed_scenarios } (≈ 5.58·10¹³; the seed writes ≈ 5.8·10¹²). With 5 Guards: 16!/(5!·2!⁴) = { $orders } orders, { $scenarios } with the decisions.
ll-match-title = Play a match
ll-opponents = opponents
ll-player = player { $n }
ll-iterations-max = ISMCTS iterations (1–{ $max })
ll-iterations = ISMCTS iterations
ll-seed = seed
ll-stacked = stacked first deal (optional)
ll-stacked-placeholder = 16 card values in dealing order
ll-new = New match
ll-next = Next round
ll-your-turn = Your turn — play a card:
ll-no-target = no target
ll-yourself = yourself
ll-on = on:
ll-naming = naming
ll-play = Play
ll-play-chosen = Play: { $play }
ll-explain = Explain: how the agents decide
ll-explain-text = Greedy scores each card in its hand with Malarczyk's scoring formula (called F in the 2015 thesis), from the probability P(c) that an opponent holds c — the unseen copies of c over all unseen cards (your hand, the face-up cards and every discard are seen). ISMCTS deals the unseen cards at random among the deals consistent with what its player knows, searches each deal, and plays the most visited move. Ask either what it would do in your seat:
ll-advise-greedy = What would greedy play?
ll-advise-memory = …greedy with memory?
ll-advise-ismcts = …ISMCTS?
ll-in-your-seat = In your seat
ll-reasons-title = The agents' reasons this round (shown now that it is over)
ll-reasons-hint = The agents' own reasons name the cards in their hands, so they are shown when the round is over.
ll-stacked-deck = First round dealt from the stacked deck { $deck }.
ll-again = Press New match to play again (change the seed for other deals).
ll-set-aside = one card set aside face down
ll-face-up = Face up (out of this round):
ll-tokens-aria = { $n ->
        [one] { $n } token
       *[other] { $n } tokens
    }
ll-tokens = tokens: { $hearts }
ll-shows = shows
ll-you-know = You know: { $known }
ll-discards = discards:
ll-col-card = card
ll-p-target = P(c), for the target
ll-f-in-hand = F(card in hand)
ll-random-choice = Chosen uniformly among { $n } distinct legal plays (never the Princess).
ll-probabilistic-hint = The card is drawn in proportion to F (greedy plays the highest), a Guard's guess in proportion to P(c) (greedy names the likeliest); the target at random.
ll-col-play = play
ll-col-visits = visits
ll-col-mean-reward = mean reward
ll-ismcts-hint = { $n } iterations; the most visited play is chosen.
ll-t-title = Tournament: who wins, and how fast
ll-t-text = Whole games to the token target. With more agents than seats it is a round robin: every table of that many agents in turn; at each table the agents take every seating in turn, so each sits in every seat, and after every other agent, equally often (who sits after whom matters: greedy aims at the next player). Rates come with 95% (Wilson) intervals.
ll-lineup = lineup
ll-seats-per-table = seats per table
ll-games = games
ll-t-run = Run the tournament ({ $n } workers)
ll-t-running = running: { $n } games played
ll-t-chart-title = Win rate against games played (dashed: 95% interval)
ll-t-chart-x = games of the tournament
ll-win-rate = win rate
ll-fair-share = fair share
ll-col-agent = agent
ll-col-wins = wins
ll-col-interval = 95% interval
ll-export-csv = Export CSV
ll-export-svg = Export SVG
ll-race-title = Which agent is better? A race decides
ll-race-text = A race from the racing lab plays whole 2-player games between the two agents, seats alternating, and stops as soon as its confidence bounds on the first agent's win rate μ allow a verdict: with probability at least 1 − δ the bounds hold throughout, so a bound crossing ½ names the better agent with error at most δ; a precision stop means μ is within ε of ½ or decided to within ε.
ll-agent-a = agent A
ll-agent-b = agent B
ll-race = race
ll-race-run = Race
ll-bench-summary = Benchmark this browser
ll-bench-run = Run the benchmark
ll-bench-text = In one worker: random 2-player rounds per second (the fast simulator against the full engine), ISMCTS iterations per second, and the time per 1 000 whole games of each pairing — the numbers Malarczyk's 2015 thesis left empty (see About). The same benchmark runs in the native program, so the two can be compared.
ll-bench-fast = random 2-player rounds / s (fast simulator)
ll-bench-engine = … full engine (baseline)
ll-bench-ratio = fast ÷ engine
ll-bench-ismcts = ISMCTS iterations / s
ll-col-pairing = pairing
ll-col-ms-per-1000 = ms per 1 000 games
ll-col-first-wins = first agent wins
ll-pairing = { $a } vs { $b }

## Ticket to Ride

ttr-title = Ticket to Ride: route-building players on the USA map
ttr-lead = Claim routes between cities with sets of train cards, join the cities on your destination tickets, and score the most points. The algorithmic player of Łabno's 2018 thesis plans the shortest way to join its tickets; the network player imitates it from 26 features of the table (or the thesis's revised 28). Each decides from its own seat only: neither can read your cards or tickets, and neither can this page's markup read theirs.
ttr-match-title = Play a game
ttr-players = players
ttr-player = player
ttr-opponents = opponents
ttr-algorithmic = algorithmic
ttr-algo-thesis = algorithmic, by the thesis's own code
ttr-network-trained = network (trained below)
ttr-network-untrained = network (train one below first)
ttr-random = random
ttr-seed = seed
ttr-seed-unreadable = The seed cannot be read: { $reason }.
ttr-longest = longest path +10
ttr-new = New game
ttr-watch = Watch agents play
ttr-speed = steps per second
ttr-pause = Pause
ttr-play = Play
ttr-step = Step
ttr-face-up = Face up
ttr-draw-deck = Draw from the deck ({ $n })
ttr-piles = discard pile: { $discard } · tickets left: { $tickets }
ttr-your-hand = Your hand
ttr-no-cards = no cards
ttr-your-tickets = Your tickets
ttr-your-turn = Your turn
ttr-keep-at-least = Keep at least { $n } of these tickets
ttr-ticket-points = { $name } ({ $n } points)
ttr-keep = Keep { $n }
ttr-claim = claim a route (or click it on the map)
ttr-claimable = { $n } claimable
ttr-pay = Pay { $cards }
ttr-no-claim = No route can be claimed with your cards.
ttr-draw-tickets = Draw tickets
ttr-pass = Pass
ttr-second-card = Take a second card: face up (not a locomotive) or from the deck.
ttr-col-trains = trains
ttr-col-cards = cards
ttr-col-tickets = tickets
ttr-col-route-points = route points
ttr-final-scores = Final scores
ttr-col-routes = routes
ttr-col-completed-failed = completed / failed
ttr-col-longest = longest path
ttr-col-total = total
ttr-winner = winner
ttr-path = { $points } ({ $n } trains)
ttr-export-record = Export record (JSON)
ttr-log = Log
ttr-log-hint = In play order: 1 is the game's first move, the newest is last.
ttr-route-claimed = { $route } — claimed by { $owner } (mark { $mark })
ttr-zoom-group = zoom the map
ttr-zoom-out = zoom out
ttr-zoom-in = zoom in
ttr-zoom-fit = fit
ttr-map-label = The USA map with its routes
ttr-claimed-by = Claimed by:
ttr-map-hint = Unclaimed routes are drawn in their card colour (gray: any one colour); a claimed route lies on a band of its owner's colour, with the owner's number on each car. Your ticket cities are ringed. Click or tap a claimable route (outlined in blue) to claim it; on a small screen, zoom in first.
ttr-x-title = The thesis's experiment
ttr-x-text = Many games with one kind of player in every seat, split across the workers — the same games as the native program's experiment with the same seed (game i at p players is dealt from the seed's stream p, then i). The table is the thesis's (Łabno 2018, ch. 5): scores, the share of players over 110, 120 and 140 points, tickets, forbidden moves (the network's decisions that were not legal, replaced by the algorithmic player's; or, by the thesis's rule, ending the game, which then counts only as interrupted) — beside the thesis's mean (250 games per table size).
ttr-x-need-network = train a network below first
ttr-x-all-sizes = 2–5 (every size)
ttr-x-games = games per table size
ttr-forbidden = a forbidden decision
ttr-x-rule-replace = is replaced by the algorithmic player's (ours)
ttr-x-rule-end = ends the game, left out of the table (the thesis's)
ttr-x-run = Run ({ $n } workers)
ttr-running-games = running: { $n } games played
ttr-export-csv = Export CSV
ttr-export-svg = Export SVG
ttr-x-results-caption = The thesis's figure of the results per table size (its "Wyniki wg. ilości graczy").
ttr-x-range = { $p } players { $lo }–{ $hi }
ttr-x-figure-caption = The most common score is { $mode } ({ $count } players; the thesis: { $thesis }); every score together: mean { $mean }, σ { $std }. Minimum–maximum: { $ranges }.
ttr-t-title = Train the network player
ttr-t-text = As in the thesis: the algorithmic player plays the teacher's games; the decisions of seats that scored at least 120 (or the best half) become examples of the four decisions (claim, draw cards, draw tickets, pass); a network with hidden layers of 180 and 160 neurons learns them with AdaGrad in mini-batches, a tenth held out. The untrained network plays first (epoch 0, the thesis's iteration 0), then the network after each epoch. When the training ends, the network plays the page's games as the network opponent.
ttr-t-protocol-text = The thesis's protocol as its code ran it: an "epoch" of TensorFlow's estimator is as many steps as the batch size (40 × 250 steps of 250 decisions), the batch's losses summed, AdaGrad at 0.05 starting from sums of 0.1, 60 games per table size after each epoch — about 3 minutes here. Its chapter 6 (the learning table) ran 10 iterations of 100 steps of 100. The inputs: the thesis's 26 features; its revision as its words read (the other players' data out, the cards of each colour and the largest colour in: 28); or as its code did it (the 26 and the largest colour and the count of colours held: 28).
ttr-protocol = protocol
ttr-t-choose = choose to fill the fields…
ttr-t-ours = ours (30 epochs of one pass, mean loss)
ttr-t-thesis = the thesis's chapter 5 (40 × 250 steps, summed loss)
ttr-t-thesis-progress = the thesis's chapter 6 (10 × 100 steps of 100)
ttr-inputs = inputs
ttr-features-original = the thesis's 26 features
ttr-features-revised = revised, as its words read (28)
ttr-features-repository = revised, as its code did (28)
ttr-t-games = teacher games per table size
ttr-t-counts = table sizes
ttr-t-epochs = epochs
ttr-t-batch = batch
ttr-t-steps = batches per epoch (empty: one pass)
ttr-t-loss = batch loss
ttr-t-loss-mean = mean (ours)
ttr-t-loss-sum = sum (the thesis's)
ttr-t-rate = learning rate
ttr-t-acc = AdaGrad's starting sums
ttr-t-eval = evaluation games per epoch
ttr-t-run = Train
ttr-t-load = …or load the pre-trained network (340 KB)
ttr-loading = loading…
ttr-loaded = The pre-trained network ({ $n } parameters) now plays as the network opponent.
ttr-load-failed = could not load the network: { $reason }
ttr-no-reason = the browser gave no reason
ttr-fetch-unreachable = { $url } could not be fetched ({ $reason }): the network may be off. The file is downloaded only when asked for; load it once while online and it is kept for offline use
ttr-fetch-not-text = { $url }: not text
ttr-t-done = Trained on { $decisions } decisions from { $games } teacher games ({ $seats } seats kept, mean score { $mean }). The network opponent now plays with it.
ttr-t-time = { $seconds } s in the worker, { $per_epoch } s per epoch (the teacher's games and the evaluation games included).
ttr-t-download = Download weights
ttr-t-chart-title = Loss and accuracy after each epoch
ttr-t-chart-y = cross-entropy / share right
ttr-training-loss = training loss
ttr-held-out-loss = held-out loss
ttr-training-accuracy = training accuracy
ttr-held-out-accuracy = held-out accuracy
ttr-t-learning-caption = The thesis's figure of the learning: the scores of the network's games after each epoch. The thesis's own rule ends a game at a forbidden decision and leaves it out; its mean is the dashed line, ours (every game, forbidden decisions replaced) the solid one.
ttr-epoch = epoch
ttr-loss = loss
ttr-accuracy = accuracy
ttr-mean-score = mean score
ttr-forbidden-pct = forbidden %
ttr-interrupted = interrupted games
ttr-mean-thesis-rule = mean, the thesis's rule
ttr-min-max = min–max
ttr-tickets-done-failed = tickets done / failed
ttr-of = { $part } of { $whole }
ttr-u-title = Universal or specific networks (the thesis's chapter 5)
ttr-u-text = One universal network learns from the teacher's games of every table size; a specific network per size learns from that size's games only (the same games). Each then plays the same deals at every seat. The thesis's tables are computed beside ours: by its rule a game with a forbidden decision ends and is left out (its "games counted"). The thesis's protocol trains five networks of 10 000 steps each: several minutes here; ours takes seconds.
ttr-u-ours = ours (30 epochs of one pass)
ttr-u-thesis = the thesis's (40 × 250 steps, summed loss)
ttr-u-games = games per table size and model
ttr-u-rule-end = ends the game (the thesis's)
ttr-u-rule-replace = is replaced (ours)
ttr-u-run = Train and compare
ttr-u-specific = specific
ttr-u-universal = universal
ttr-u-caption = { $model } — the thesis / ours
ttr-u-model = { $sizes }: { $n } decisions, accuracy { $accuracy }
ttr-u-models = Models (table sizes learned from): { $models }.
ttr-u-figure-caption = The thesis's figure of the points' range ("Zakres punktów dla badanych modeli"): each model's mean score per table size, its bar from the lowest to the highest.
ttr-bench-summary = Benchmark this browser
ttr-bench-run = Run the benchmark
ttr-bench-text = In one worker: whole games per second for 2–5 players, the algorithmic player in every seat against the same engine driven by random legal moves (100 games each). The same benchmark runs in the native program, so the two can be compared.
ttr-bench-algo = algorithmic games / s
ttr-bench-random = random games / s
ttr-bench-ratio = algo ÷ random speed
ttr-bench-turns = turns per game

## The classroom

class-session = Session { $code }
class-no-key = This browser does not hold the teacher's key to this session. Open the teacher's link (the one with the token) in this browser.
class-start-session = Start a session
class-no-answer = The classroom's server does not answer: check the connection; this page tries again by itself.
class-refused = The server refused this.
class-bad-link = This link does not open a session
class-start-again = Start again
class-opening = Opening the session…
class-no-server = The classroom needs its server, which also serves this page: run ./scripts/classroom.sh on the teacher's computer and open the address it prints. Students then join from their phones on the same network.
class-lead = A class plays a classic game together on its phones; the results appear beside the game's theory, computed by Game Lab's own solvers.
class-join-title = Join a class
class-code-label = The code on the screen
class-join = Join
class-new-title = Start a session (teacher)
class-game = Game
class-password = The server's password
class-start = Start the session
class-qr-label = QR code of the join link
class-count = Round { $n } of { $planned } is open: { $decided } of { $players } have decided.
class-close = Close round { $n }
class-open = Open round { $n } of { $planned }
class-waiting-class = Waiting for the class to join.
class-finished-one = The round is played.
class-finished = All { $planned } rounds are played.
class-teacher-key = This browser keeps the teacher's key to this session. To open it elsewhere,
class-teacher-copy = copy the teacher's link
class-teacher-private = (keep it off the projector: it opens the session's data).
class-join-at = Join at
class-with-code = with the code
class-people = In the class: { $n } ({ $connected } connected)
class-connected = connected
class-away = away
class-history = Over the rounds
class-full-screen = Results full screen
class-export-csv = Data (CSV, one row per decision)
class-export-wide = Data (CSV, one row per student and round)
class-export-json = Data (JSON)
class-results-title = Round { $n }: the class beside the theory
class-chart-download = Download the chart (SVG)
class-decisions = Every decision ({ $n })
class-col-name = Name
class-col-role = Role
class-col-group = Group
class-col-decision = Decision
class-col-payoff = Payoff
class-a-bot = (a bot)
class-bot-decided = (a bot decided)
class-name-too-long = A name has at most 40 characters.
class-join-class = Join class { $code }
class-name-label = Your name (or leave it empty)
class-head = Class { $code } · you are { $name }
class-head-round = round { $round } of { $planned }
class-in = You are in. Wait for the teacher to open the first round.
class-your-decision = Your decision: { $decision }.
class-waiting-close = Waiting for the round to close…
class-late = You joined during round { $n }: you play from the next round.
class-mine = Round { $n }: you chose { $decision }; your payoff is { $payoff }.
class-mine-bot = Round { $n }: you chose { $decision } (a bot chose for you: the round closed first); your payoff is { $payoff }.
class-wait-next = Wait for the teacher to open the next round.
class-last = That was the last round. Thank you for playing!
class-deadline = The round closes by itself at { $time }.
class-allocation = { $label } ({ $fields } numbers adding up to { $units }, e.g. { $example })
class-sending = Sending…
class-send = Send my decision

## Lines of Action

loa-address-unreadable = the address could not be read: { $error }
loa-error-title = Lines of Action: this address does not describe a game
loa-start-new = Start a new game
loa-title = Lines of Action
loa-lead = Each side tries to join all its pieces into one group (pieces touching along a side or a corner). A piece moves in a straight line — along its rank, its file or a diagonal — exactly as many squares as there are pieces, of both colours, on that whole line. It may jump over its own pieces but not the opponent's, may not land on its own, and captures an opponent's piece by landing on it. Black moves first.
loa-rules-lead = The rules here (change them under Play → Rules): { $rules }.
loa-keys-play = Keyboard: focus the board; the arrow keys move the cursor, Enter or Space selects a piece and moves it, Esc drops the selection, u undoes, r redoes, p passes when a pass is the only move.
loa-keys-replay = Keyboard: focus the board; ← and → step one ply, Home and End go to the start and the end.
loa-keys-edit = Keyboard: focus the board; the arrow keys move the cursor, Enter or Space cycles the square.
loa-count-black = Black: { $n } { $n ->
        [one] piece
       *[other] pieces
    }
loa-count-white = White: { $n } { $n ->
        [one] piece
       *[other] pieces
    }
loa-cursor-on = The cursor is on { $square }.
loa-tab-play = Play
loa-tab-replay = Replay a published game
loa-tab-edit = Set up a position
loa-plies = { $n ->
        [one] { $n } ply
       *[other] { $n } plies
    }
loa-speed-millions = { $speed } M nodes/s
loa-speed-thousands = { $speed } k nodes/s
loa-speed-units = { $speed } nodes/s
loa-nodes-option = { $budget } nodes
loa-human-black = Black (you move first)
loa-human-white = White (the engine moves first)
loa-human-both = both sides by hand
loa-method-alphabeta = alpha-beta (iterative deepening, TT)
loa-method-ab-solver = alpha-beta solver (win/loss/unknown, ETC)
loa-method-pns = proof-number search
loa-method-pn2 = PN²
loa-method-dfpn = df-pn (1+ε)
loa-method-short-dfpn = df-pn
loa-method-short-pn2 = PN²
loa-method-short-pns = proof-number search (PNS)
loa-method-short-ab-solver = alpha-beta solver (win/loss/unknown)
loa-method-short-alphabeta = alpha-beta (the engine)
loa-square-black = black piece
loa-square-white = white piece
loa-square-empty = empty
loa-square-selected = selected
loa-square-capture = a capture for the selected piece
loa-square-move = a move for the selected piece
loa-square-left = the last move left here
loa-square-landed = the last move landed here
loa-square-captured = the last move captured here
loa-board-label = Lines of Action board
loa-analysis-title = Analysis
loa-analysis-explain = The engine's own search (iterative-deepening alpha-beta) on the position shown, in a Web Worker: it searches one ply deeper at a time until its node budget is spent, and reports each depth as it completes.
loa-budget = Budget
loa-analyse = Analyse this position
loa-analysis-game-over = The game is over in this position: there is nothing to search.
loa-not-playable = The position being set up is not playable yet.
loa-analysis-failed = The search could not run: { $reason }
loa-analysis-progress-label = the analysis
loa-cancel = Cancel
loa-evaluation = Evaluation
loa-best-move = Best move
loa-pv = Principal variation
loa-depth = Depth
loa-nodes = Nodes
loa-speed = Speed
loa-analysis-note = The evaluation is from the view of the side to move: positive means it stands better. A result the search has proven (a forced connection within its horizon) is shown as who wins and in how many plies.
loa-bench-summary = Benchmark this browser
loa-bench-run = Run the benchmark
loa-bench-explain = Runs in the worker, in this browser's WebAssembly: perft (leaves per second of the bitboard move generator against a deliberately naive one, from the start position), search (nodes per second of the engine's alpha-beta against the project's generic searcher, which copies whole games, from four positions of published games), and the five solvers on the first positions of the project's endgame suite within a node budget each.
loa-bench-size = Size
loa-bench-size-standard = standard: perft 5, 500k search nodes, 30 suite positions × 300k nodes
loa-bench-size-quick = quick: perft 4, 100k search nodes, 10 suite positions × 100k nodes
loa-bench-size-full = full: perft 5, 2M search nodes, all 178 suite positions × 1M nodes (minutes)
loa-bench-speed-caption = Speeds (ratio: against the baseline of the same kind, which is 1)
loa-col-what = what
loa-col-work = work
loa-col-ms = ms
loa-col-per-second = per second
loa-col-ratio = ratio
loa-bench-suite-caption = The solvers on { $positions } suite positions, { $nodes } nodes each; nodes and ms on the positions every method solved
loa-col-method = method
loa-col-solved = solved
loa-col-of = of
loa-col-disagreements = disagreements
loa-col-common = common
loa-col-nodes = nodes
loa-col-node-ratio = nodes ÷ alpha-beta
loa-bench-note = Disagreements: answers that differ from the suite's recorded result (there should be none). The suite's positions come from seeded self-play, each solved and its proof replayed when the suite was made.
loa-engine-failed = The engine could not search: { $reason }
loa-engine-cancelled = The engine's search was cancelled after { $nodes } nodes.
loa-engine-resume = Let the engine ({ $side ->
        [black] Black
       *[other] White
    }) move
loa-engine-progress-label = the engine's search
loa-move-now-title = Play the best move of the last completed depth
loa-move-now = Move now
loa-play-explain-both = Both sides are played here by hand: click a piece of the side to move to see where it can go, then click one of the marked squares.
loa-play-explain-engine = You play { $you ->
        [black] Black
       *[other] White
    }, the engine { $engine ->
        [black] Black
       *[other] White
    }: click one of your pieces to see where it can go, then click one of the marked squares; the engine replies on its own. Undo takes back the engine's reply and your move together.
loa-pass = Pass
loa-undo = Undo
loa-redo = Redo
loa-new-game = New game
loa-restart = Restart from the set-up position
loa-started-from = This game started from the set-up position
loa-moves = Moves
loa-no-moves = No moves yet.
loa-download = Download .txt
loa-copy-moves = Copy the moves
loa-copy-link = Copy the link
loa-copied-moves = Copied the moves.
loa-copied-link = Copied the link.
loa-copy-refused-moves = The browser did not allow copying the moves.
loa-copy-refused-link = The browser did not allow copying the link.
loa-address-note = The address of this page holds the game: reload it or share it to restore the position.
loa-opponent = Opponent
loa-you-play = You play
loa-engine-strength = Engine strength
loa-nodes-per-move = { $budget } nodes per move
loa-another-budget = another budget (typed)
loa-or-nodes = or nodes
loa-engine-budget-note = The engine ({ $side ->
        [black] Black
       *[other] White
    }) searches { $nodes } nodes for each move, deeper with a larger budget: about a tenth of a second per 100k nodes here, more on slower devices.
loa-choose-side = Choose a side to play against the engine.
loa-record = Record
loa-replay-first = « First
loa-replay-first-title = First: the start position
loa-replay-back = ‹ Back
loa-replay-back-title = Back one ply
loa-replay-forward = Forward ›
loa-replay-forward-title = Forward one ply
loa-replay-last = Last »
loa-replay-last-title = Last: the end of the record
loa-replay-ply = ply { $ply } of { $plies }
loa-replay-slider-label = ply
loa-replay-result = Result: { $result }
loa-play-on = Play on from this position
loa-replay-note = Sixteen published games: the games of appendices E and F of M. H. M. Winands' thesis (2000) and the shortest known game. “Play on” starts a game on the Play tab from the position shown, with the record's moves so far.
loa-rules = Rules
loa-rules-seed = The seed's rules
loa-rules-default = Default rules
loa-rule-nomoves = A player without a move
loa-rule-nomoves-loses = loses
loa-rule-nomoves-pass = passes
loa-rule-both = A move joining both sides:
loa-rule-both-mover = the mover wins
loa-rule-both-draw = a draw
loa-rule-repetition = Draw at the occurrence
loa-rule-cap = Draw at ply
loa-rules-in-force = In force: { $rules }. A count of off turns its rule off. Changing a rule replays the moves that are still legal under it.
loa-rules-seed-note = The seed (Zadro 2015, §4.3) plays: a player who cannot move passes, and the third occurrence of a position is a draw; it says nothing of a move joining both sides (here the mover wins) and names no ply cap. These are also the command line's options:
loa-worker-mismatch = the worker answered another question
loa-solve-title = Solve this position
loa-solve-explain = An exact answer, not an evaluation: does the side to move force a win? The proof-number solvers (df-pn, PN², PNS) grow a proof tree towards the moves that look easiest to prove or refute; alpha-beta searches deeper and deeper until it proves a result — the engine with its evaluation, or the solver that knows only win, loss and unknown (it reports its nodes also as the seed counts them). They run in a Web Worker within the node budget; endgames with a few pieces left are solved in a moment, the opening is far beyond any budget.
loa-method = Method
loa-solve-run = Solve this position
loa-solve-game-over = The game is over in this position: there is nothing to solve.
loa-solve-failed = The solver could not run: { $reason }
loa-solve-progress-label = the solve
loa-winning-move = Winning move
loa-winning-move-arrow = { $move } (the arrow on the board)
loa-seed-nodes = Nodes, the seed's rule
loa-seed-nodes-title = A node at depth i counted only in iteration i, the first to reach depth i (the seed's Table 4.2, after Winands et al.)
loa-plies-to-end = Plies to the end
loa-col-move = move
loa-col-proof = proof
loa-col-disproof = disproof
loa-col-settled = settled
loa-tree-title = The top of the alpha-beta tree
loa-tree-explain = A plain alpha-beta search of the position shown, a few plies deep, with every node recorded: Black is MAX and White is MIN, and every value is the evaluation from Black's view (±1000000 is a connected, won game). Positions at the depth limit are scored by the evaluation. Open a row to see the replies searched below it; a node is cut off as soon as its value leaves the window (α, β), and the moves it never searched are listed as pruned. This is the textbook search, without the engine's deepening, table and killer moves: its best move can differ from the engine's.
loa-tree-order = order moves (captures first, then towards the centre)
loa-table42-summary = The seed's Table 4.2: alpha-beta against proof-number search
loa-table42-explain = The seed (§4.3, after Winands et al. 2003) compares alpha-beta with proof-number search on { $seed } positions: alpha-beta solved more positions, proof-number search needed far fewer nodes and less time. Here the alpha-beta solver (win, loss or unknown; iterative deepening; a table of proven results; enhanced transposition cut-offs; killer and history ordering) and plain proof-number search run on the lab's suite chosen without looking at any solver's answer ({ $total } positions, 5 to 20 plies before the end of seeded self-play games), each with the same node budget. Totals run over the positions both solved; alpha-beta's nodes are counted both ways.
loa-table42-positions = Positions
loa-table42-all = all { $n }
loa-table42-first = the first { $n }
loa-table42-nodes-each = { $budget } nodes each
loa-table42-run = Run
loa-table42-caption = { $positions } positions, { $nodes } nodes per position and method; totals over the { $both } both solved ({ $neither } solved by neither)
loa-col-algorithm = algorithm
loa-col-total-nodes = total nodes
loa-col-seed-nodes = nodes, the seed's rule
loa-col-total-time = total time
loa-table42-seed-ab = α-β pruning (the seed)
loa-table42-seed-pns = proof-number search (the seed)
loa-table42-of = { $part } of { $whole }
loa-table42-here = { $method } (here)
loa-table42-ms = { $ms } ms
loa-table42-holds = The seed: { $claim }. Here: holds — { $detail }.
loa-table42-fails = The seed: { $claim }. Here: does not hold — { $detail }.
loa-table42-note = The seed's time has no unit (milliseconds in Winands et al.), and it does not say over which positions its totals run; here they run over the positions both methods solved, the only fair count of effort (an unsolved position costs whatever budget was chosen).

## Field errors

field-reason = { $reason }
field-not-a-number = { $text } is not a number
field-negative = { $text } is negative: give a whole number ≥ 0
field-not-whole = { $text } is not a whole number
field-in-digits = { $text }: write the whole number in digits
field-too-large = { $text } is too large
field-not-a-count = { $text } is not a whole number ≥ 0
field-number-not-a-number = { $text } is not a number (an integer, decimal or fraction)
field-number-two-slashes = { $text } is not a number (one '/' at most)
field-number-exponent = { $text }: the exponent is beyond ±{ $max }
field-number-too-many-digits = { $start }…: more than { $max } digits
field-number-value-too-long = { $start }…: the number has more than { $max } digits
field-number-divides-by-zero = { $text } divides by zero
field-number-out-of-range = { $text } is out of range (beyond ±1.8e308)
field-number-rounds-to-zero = { $text } is too small: it rounds to 0
field-not-in-open-unit = { $value } is not strictly between 0 and 1
field-not-in-unit = { $value } is not in [0, 1]
field-race-no-tests = at least one test is needed
field-race-cap = the cap must be 1–{ $max } games
field-race-no-horizon = no horizon: at ε = { $eps } and δ = { $delta } the bounds need more than { $max } tests to reach ε; raise ε
field-race-horizon-over = the horizon would be { $games } games, more than the limit of { $max }
field-race-horizon-limit = the horizon would exceed the limit of { $max } games
field-race-pattern-empty = the pattern is empty; give 0s and 1s, e.g. 110
field-race-pattern-long = the pattern is longer than 10 000 games
field-race-pattern-character = character { $n } is { $character }; a pattern has only 0s and 1s
field-calibration-even = at μ = 0.5 neither player is better and F_μ(n) never falls below 1/2; choose μ ≠ 0.5
field-calibration-too-many = reaching F_μ < { $alpha } at μ = { $mu } needs more than { $max } tests (even the final majority vote fails more often than that); raise the target or move μ away from 0.5
field-calibration-never = F_μ stays at or above { $alpha } for every n up to { $max } tests at μ = { $mu }
field-exact-square-only = the exact method covers the square schedules (ILEBR 2, ILEBR*, ILEBR* 2); { $race } tests every game
field-curve-points = give 2–{ $max } points
field-curve-range = the end of the μ range must exceed its start
field-curve-runs = give 1–1 000 000 runs per μ
field-curve-no-algorithm = choose at least one algorithm
field-curve-no-method = choose at least one method
field-curve-precision-only = { $race } stops only by its precision test: without the precision stop every Monte Carlo run would play to the cap ({ $cap } games) and look error-free — tick "Monte Carlo with the precision stop"
field-not-a-race = { $key } is not one of the races
field-deltas-form = { $item }: write race=δ, e.g. ilebr-star=3.02e-11
field-deltas-not-chosen = { $race } is not among the chosen races
field-deltas-twice = { $race } has two δ
field-deltas-race = { $race }: { $reason }
field-give-whole-between = give a whole number { $min }–{ $max }
field-must-be-between = { $name } must be { $min }–{ $max }
field-connect4-size = { $text } is not a size like 7x6
field-connect4-column = move { $n }: { $text } is not a column number (1–9)
field-connect4-you = { $text }: say first, second or both
field-say-on-or-off = { $text }: say on or off
field-whole-from-to = a whole number from { $min } to { $max }
field-connect4-nodes = auto (equal time) or a whole number from 1 to { $max }
field-connect4-opening = 0 to { $max } random moves
field-not-one-of-the-races = not one of the races
field-strictly-between-0-and-1 = must be strictly between 0 and 1
field-a-whole-number = a whole number
field-games-from-1 = 1 to { $max } games
field-labelled = { $label }: { $reason }
field-moran-pair = strategies: two different numbers from 1 to { $max }, e.g. 1,2
field-moran-intensity = w: the selection intensity must be between 0 and 1 (got { $got })
field-moran-population = N: the population must be 2 to { $max } (got { $got })
field-moran-runs = runs: give 1 to { $max }
field-ipd-name-long = give a name of at most { $max } characters
field-ipd-name-classic = { $name } is a classic's name: give your rule another
field-ipd-write-first = write your strategy first
field-ipd-two-players = tick at least two strategies
field-ipd-generations = generations must be 1–10 000
field-ipd-delta = δ is a probability strictly between 0 and 1
field-ipd-population-line = “{ $line }”: write a strategy, =, and a count
field-ipd-population-count = “{ $line }”: { $reason }
field-ipd-unknown-strategy = { $name } is not a strategy name: the classics are listed under "What each strategy does"
field-ipd-too-many-matches = { $n } matches is more than this page plays ({ $max }): fewer players or repetitions, or the native program, which plays tournaments of any size
field-ipd-match-turns = a match shown move by move has at most { $max } turns
field-ipd-rounds = rounds must be 1–{ $max }
field-loa-side = { $text } is not a side: write black, white or both
field-loa-record = no published record is called { $name }; the records are { $records }
field-loa-ply = { $text } is not a whole number of plies
field-loa-ply-beyond = { $record } has { $plies } plies; ply { $ply } is beyond its end
field-loa-ply-alone = a ply is only read with record=<name>
field-give-a-whole-number = give a whole number
field-ll-unknown-agent = { $name } is not an agent ({ $agents })
field-ll-lineup = choose at least { $n } agents for { $n } seats
field-ll-opponents = choose 1–3 opponents
field-ll-not-in-match = { $name } plays in tournaments and races, not in a match ({ $agents })
field-mcts-variant = unknown variant { $name }: use uct, puct or solver
field-mcts-exploration = the exploration constant must be a number from 0 to { $max }, not { $text }
field-seed-range = the seed must be a whole number from 0 to { $max }
field-ttr-players = { $text } is not a table size: 2–5 players
field-ttr-network = the network player needs its network, which a link does not carry: train or load one below and choose it (the algorithmic player plays meanwhile)
field-ttr-opponent = { $text } is not an opponent: write algo or random
field-ttr-longest = { $text } is not a setting of the longest-path bonus: write on or off
field-dominance-kind = { $text } is not strict, weak or very-weak
field-label-runs = runs
field-label-seed = seed

## Exercises: worked solutions, feedback and the reading of answers (the games' own names and numbers come in variables)

exs-and = and
exs-or = or
exs-read-cells-empty = Write the cells as (row, column) pairs, such as (r1, c2), or write none.
exs-read-cells-odd = { $n } names: each cell needs a row and a column, such as (r1, c2).
exs-read-not-row = '{ $name }' is not a row of this game.
exs-read-not-column = '{ $name }' is not a column of this game.
exs-read-numbers-empty = Write numbers such as 1/3 or 0.25, separated by commas.
exs-read-strategy-count = { $whose }: { $given } probabilities, one for each of the { $n } strategies.
exs-read-strategy-range = { $whose }: each probability is between 0 and 1.
exs-read-strategy-sum = { $whose }: the probabilities add up to { $total }, not 1.
exs-read-one-number = One number, not { $n }.
exs-pure-nash-row-deviates = { $cell } is not an equilibrium: the row player gains by switching to { $strategy } ({ $better } > { $payoff }).
exs-pure-nash-column-deviates = { $cell } is not an equilibrium: the column player gains by switching to { $strategy } ({ $better } > { $payoff }).
exs-pure-nash-row-reply = Against { $against } the row player's best reply is { $replies } (payoff { $payoff }).
exs-pure-nash-column-reply = Against { $against } the column player's best reply is { $replies } (payoff { $payoff }).
exs-pure-nash-none = No cell is a best reply for both players, so the game has no pure equilibrium (it has a mixed one, as every finite game does).
exs-pure-nash-cells = The cells that are best replies for both players are the pure equilibria: { $cells }.
exs-pure-nash-missed = You missed { $cell }: there neither player gains by switching alone.
exs-pure-nash-right-none = Right: no cell is a best reply for both players.
exs-pure-nash-right-one = Right: that is the one pure equilibrium.
exs-pure-nash-right-all = Right: all { $n } pure equilibria.
exs-read-twice = { $name } is named twice.
exs-dominance-against = { $better } > { $worse } against { $against }
exs-dominance-step = { $strategy } is strictly dominated by { $by }: { $payoffs }. Remove it.
exs-dominance-left = Nothing left is strictly dominated: the row player keeps { $rows }, the column player { $columns }. Another order of elimination ends in the same game.
exs-dominance-read-empty = Write the strategies in the order you remove them, such as r3, c2.
exs-dominance-read-unknown = '{ $name }' is not a strategy of this game.
exs-dominance-not-dominated = Step { $step }: { $strategy } is not strictly dominated in the whole game.
exs-dominance-not-dominated-after = Step { $step }: { $strategy } is not strictly dominated once { $gone } { $n ->
        [one] is
       *[other] are
    } gone.
exs-dominance-early = Every step is right, but you stopped early: { $strategy } is still strictly dominated by { $by }.
exs-dominance-right = Right: { $n } eliminations, and nothing left is dominated.
exs-earns = { $strategy } earns { $payoff }
exs-mixed-read = Write the row player's strategy, a semicolon, then the column player's, such as (1/3, 2/3); (1/2, 1/2).
exs-mixed-row-player = Row player
exs-mixed-column-player = Column player
exs-mixed-support = The column player mixes { $columns } (with two rows, she mixes at most two columns in a game like this).
exs-mixed-p = Let the row player play { $row } with probability p. The column player is indifferent between { $first } and { $second } when { $a }·p + { $b }·(1 − p) = { $c }·p + { $d }·(1 − p), so p = { $p }.
exs-mixed-q = Let the column player play { $first } with probability q and { $second } otherwise. The row player is indifferent between { $top } and { $bottom } when { $a }·q + { $b }·(1 − q) = { $c }·q + { $d }·(1 − q), so q = { $q }.
exs-mixed-check = Check: against the column player's mixture { $column-mix }: { $rows-earn }. Against the row player's mixture { $row-mix }: { $columns-earn }.
exs-mixed-equilibrium = The equilibrium: the row player plays { $row-mix }, the column player { $column-mix }; the payoffs are { $row-payoff } and { $column-payoff }.
exs-mixed-right = Right: the payoffs are { $row-payoff } and { $column-payoff }.
exs-mixed-row-wrong = The row player's strategy is not right: against { $mix } the column player's strategies pay { $earn }, so she would not mix the columns she mixes in equilibrium.
exs-mixed-column-wrong = The row player's strategy is right, the column player's is not: against { $mix } the rows pay { $earn }, so the row player would not mix.
exs-zero-sum-maxmin = Row minima: { $minima }. The row player's maxmin in pure strategies is { $maxmin } ({ $row }): she can guarantee at least that.
exs-zero-sum-minmax = Column maxima: { $maxima }. The minmax in pure strategies is { $minmax } ({ $column }): the column player can hold the row player to at most that.
exs-zero-sum-saddle = They are equal, so the game has a saddle point: { $cells } — its payoff is the smallest in its row and the largest in its column, and neither player gains by moving. The value is { $value }.
exs-zero-sum-no-saddle = { $maxmin } < { $minmax }: there is no saddle point: the value lies between them, and at least one player must mix.
exs-zero-sum-against = against { $column }: { $sum }
exs-zero-sum-row-optimal = An optimal strategy of the row player is { $mix }. It guarantees { $value } against every reply: { $replies }; each is at least { $value }.
exs-zero-sum-column-optimal = An optimal strategy of the column player is { $mix }. Against it every row earns at most { $value }: { $rows }.
exs-zero-sum-value = The row player can guarantee { $value } and the column player can hold her to { $value }, so the value is { $value }.
exs-zero-sum-read = { $error } Write the value as one exact number, such as 3/2, -1 or 1.5.
exs-zero-sum-right-mixed = Right: the value is { $value } (it needs mixing, as there is no saddle point).
exs-zero-sum-right-saddle = Right: the value is { $value } (the payoff at the saddle point).
exs-zero-sum-too-low = { $given } is too low: playing { $row } alone guarantees the row player { $maxmin }, so the value is at least that.
exs-zero-sum-too-high = { $given } is too high: playing { $column } alone holds the row player to { $minmax }, so the value is at most that.
exs-zero-sum-close = { $given } is close to the value but not equal to it: the value is exact; write it as a fraction.
exs-zero-sum-is-maxmin = { $given } is the row player's maxmin in pure strategies; there is no saddle point, and mixing guarantees her more.
exs-zero-sum-is-minmax = { $given } is the minmax in pure strategies; there is no saddle point, and by mixing the column player holds the row player to less.
exs-zero-sum-between-low = { $given } lies between the pure maxmin { $maxmin } and minmax { $minmax }, but it is not the value: a mixed strategy guarantees the row player more than { $given }.
exs-zero-sum-between-high = { $given } lies between the pure maxmin { $maxmin } and minmax { $minmax }, but it is not the value: a mixed strategy of the column player holds the row player below { $given }.
exq-spe-player-one = Player 1
exq-spe-player-two = Player 2
exs-spe-turned-down = player { $player } at { $node } turns down { $action } because player { $other } would then play { $reply } at { $at }, giving player { $player } a payoff of { $then } instead of { $now }
exs-spe-read-empty = Write each decision node ({ $nodes }) with its action, such as A: L; B: x.
exs-spe-read-odd = { $n } words: write pairs of a node and its action, such as A: L; B: x.
exs-spe-read-not-node = '{ $name }' is not a decision node; the nodes are { $nodes }.
exs-spe-read-not-action = '{ $name }' is not an action at { $node }; its actions are { $actions }.
exs-spe-read-missing = No choice at { $node }: name every decision node, also those the play never reaches.
exs-spe-step = At { $node }, player { $player } compares { $options } and chooses { $chosen }, so { $node } is worth { $payoffs }.
exs-spe-path-first = player { $player } plays { $action } at { $node }
exs-spe-path-then = then player { $player } plays { $action } at { $node }
exs-spe-path = The equilibrium path: { $path }, ending with payoffs { $payoffs }.
exs-spe-off-path = { $nodes } { $n ->
        [one] is
       *[other] are
    } never reached in equilibrium, yet { $n ->
        [one] its choice is
       *[other] their choices are
    } part of the answer: a strategy says what its player would do everywhere, and the choices on the path are best only given what would really happen off it{ $example }. A plan off the path that is not a best reply would be a non-credible threat: the equilibrium is subgame perfect because every subgame, reached or not, is played best.
exs-spe-equilibrium = The subgame-perfect equilibrium: { $profile }.
exs-spe-right = Right: every choice is a best reply in its subgame; the play ends with payoffs { $payoffs }.
exs-spe-wrong = At { $node }, { $action } is not player { $player }'s best choice: given the choices below it, { $action } gives player { $player } a payoff of { $payoff } but { $better } gives { $better-payoff }.
exs-spe-not-equilibrium = That is not the subgame-perfect equilibrium.
exs-blotto-field = field { $field }: { $text }
exs-blotto-read = { $error } Write { $fields } whole numbers, the units on each field, such as { $example }.
exs-blotto-read-not-units = '{ $given }' is not a number of units: each field gets a whole number from 0 to { $units }.
exs-blotto-read-count = { $n } numbers: write one for each of the { $fields } fields, such as { $example }.
exs-blotto-read-sum = These units add up to { $sum }; you have { $units } to place, all of them, such as { $example }.
exs-blotto-with-probability = { $units } with probability { $probability }
exs-blotto-sum = The payoff is a sum over the fields, so the expected payoff is the sum of each field's expected payoff, which depends only on the opponent's units there. The opponent puts { $fields }.
exs-blotto-same-with-more = the same with more
exs-blotto-field-values = Field { $field }: n units earn P[opponent has fewer] − P[opponent has more]: { $values }.
exs-blotto-choose = Choose units for the fields, adding up to { $units }, whose payoffs add up to the most: { $allocation } earns { $sum } = { $payoff }.
exs-blotto-only = It is the only best response: every other allocation earns less than { $payoff }.
exs-blotto-also = These earn { $payoff } as well, and are best responses too: { $others }.
exs-blotto-many = { $n } other allocations earn { $payoff } as well, such as { $others }.
exs-blotto-right = Right: this allocation earns { $best }, the most any allocation earns.
exs-blotto-right-another = Right: this allocation earns { $best }, the most any allocation earns, as does { $allocation } — there are { $n } best responses.
exs-blotto-wrong = This allocation earns { $payoff } ({ $fields }); the best earns { $best }.
exs-ess-read-empty = Write each ESS as { $n } probabilities in brackets, separated by semicolons, or write none.
exs-ess-read-count = { $given } numbers: each strategy has { $n } probabilities; separate strategies by semicolons.
exs-ess-strategy = Strategy { $k }
exs-ess-not-nash = { $shown } is not an ESS: it is not even a best reply to itself — against it s{ $j } earns { $best } but { $shown } earns { $mean }.
exs-ess-invaded = { $shown } is not an ESS: the mutant s{ $j } earns as much against it ({ $mean }) and does at least as well against itself ({ $invader }) as { $shown } does against it ({ $resident }).
exs-ess-not-stable = { $shown } is a symmetric Nash equilibrium but not an ESS: some mutant that earns as much against it does at least as well against itself.
exs-ess-so-stable = so { $shown } is an ESS.
exs-ess-so-not-stable = so { $shown } is not an ESS.
exs-ess-head = { $shown }: against it { $earns }; { $shown } itself earns { $mean }.
exs-ess-strict = { $head } Only s{ $best } is a best reply, so condition (i) holds strictly (a strict equilibrium) and no mutant can invade, { $verdict }
exs-ess-outside = Mutants using { $worse } earn less against { $shown }, so only mixtures of the best replies matter.
exs-ess-sign-positive = positive
exs-ess-sign-negative = negative
exs-ess-sign-zero = zero
exs-ess-two = For a mutant y with y − { $shown } = t(e{ $i } − e{ $j }), x·Ay − y·Ay = −t²(A{ $i }{ $i } − A{ $i }{ $j } − A{ $j }{ $i } + A{ $j }{ $j }) = −t²·({ $k }), which is { $sign } for t ≠ 0,
exs-ess-three-definite = For a mutant y, x·Ay − y·Ay = −zᵀAz with z = y − x summing to 0; on the basis e2 − e1, e3 − e1 the form zᵀAz has the symmetric matrix [[{ $m11 }, { $m12 }], [{ $m12 }, { $m22 }]], negative definite (every such mutant loses) iff its corner entry is negative and its determinant positive; here they are { $m11 } and { $det }, so it is negative definite,
exs-ess-three-not-definite = For a mutant y, x·Ay − y·Ay = −zᵀAz with z = y − x summing to 0; on the basis e2 − e1, e3 − e1 the form zᵀAz has the symmetric matrix [[{ $m11 }, { $m12 }], [{ $m12 }, { $m22 }]], negative definite (every such mutant loses) iff its corner entry is negative and its determinant positive; here they are { $m11 } and { $det }, so it is not negative definite,
exs-ess-alternative = against s{ $j } { $shown } earns { $resident } while s{ $j } earns { $invader } against itself
exs-ess-equality = { $head } Every mixture of { $best } does as well as { $shown } against it, so condition (i) holds with equality and condition (ii) decides: { $shown } must do better against each such mutant than the mutant does against itself.{ $outside }{ $condition } { $verdict }
exs-ess-candidates = An ESS x must satisfy (i) x·Ax ≥ y·Ax for every y, and (ii) x·Ay > y·Ay for every y ≠ x with y·Ax = x·Ax. The candidates are the symmetric Nash equilibria (x, x): the equilibria of the game with payoffs A and Aᵀ that have x = y. Here: { $candidates }.
exs-ess-none = No symmetric equilibrium passes both conditions: the game has no ESS (none).
exs-ess-all = The ESSs: { $ess }.
exs-ess-missing-pure = Every strategy listed is an ESS, but one is missing: a pure one.
exs-ess-missing-mixed = Every strategy listed is an ESS, but one is missing: a mixed one.
exs-ess-right-none = Right: no symmetric equilibrium is evolutionarily stable.
exs-ess-right = Right: the ESSs are { $ess }.
exs-set-bad-kind = { $given } is not a kind of exercise: all, { $kinds }
exs-set-bad-level = { $given } is not easy, medium or hard
exs-set-bad-seed = { $given } is not a whole number from 0 to { $max }

## A job's progress: what its units of work are, and the time left

common-unit-games = { $n ->
   *[other] games
}
common-unit-nodes = { $n ->
   *[other] nodes
}
common-unit-runs = { $n ->
   *[other] runs
}
common-unit-trees = { $n ->
   *[other] trees
}
common-unit-steps = { $n ->
   *[other] steps
}
common-unit-stages = { $n ->
   *[other] stages
}
common-unit-solves = { $n ->
   *[other] solves
}
common-unit-rounds = { $n ->
   *[other] rounds
}
common-unit-positions = { $n ->
   *[other] positions
}
common-unit-bases = { $n ->
   *[other] bases
}
common-unit-analyses = { $n ->
   *[other] analyses
}
common-unit-points = { $n ->
   *[other] points
}
common-unit-matches = { $n ->
   *[other] matches
}
common-unit-iterations = { $n ->
   *[other] iterations
}
common-unit-vertices-paired = { $n ->
   *[other] vertices paired
}
common-unit-units = { $n ->
   *[other] units
}
common-unit-tests-scanned = { $n ->
   *[other] tests scanned
}
common-unit-supports = { $n ->
   *[other] supports
}
common-unit-steps-training = { $n ->
   *[other] steps (teacher games, mini-batches, evaluation games)
}
common-unit-solutions = { $n ->
   *[other] solutions
}
common-unit-sizes = { $n ->
   *[other] sizes
}
common-unit-searches = { $n ->
   *[other] searches
}
common-unit-samples = { $n ->
   *[other] samples
}
common-unit-positions-timed = { $n ->
   *[other] positions timed for equal time
}
common-unit-pictures = { $n ->
   *[other] pictures
}
common-unit-networks = { $n ->
   *[other] networks
}
common-unit-measurements = { $n ->
   *[other] measurements
}
common-unit-linear-systems = { $n ->
   *[other] linear systems
}
common-unit-labels = { $n ->
   *[other] labels
}
common-unit-hands = { $n ->
   *[other] hands
}
common-unit-games-gradient = { $n ->
   *[other] games and gradient steps
}
common-unit-expansions = { $n ->
   *[other] expansions
}
common-unit-evaluation-games = { $n ->
   *[other] evaluation games
}
common-unit-evaluation-games-after = { $n ->
   *[other] evaluation games (after the trainings)
}
common-unit-mutations = { $n ->
   *[other] mutations
}
common-unit-lp = { $n ->
   *[other] LP
}
common-left-under-minute = under a minute left
common-left-minutes = { $m ->
    [one] about a minute left
   *[other] about { $m } minutes left
}
common-hours = { $h ->
    [one] { $h } hour
   *[other] { $h } hours
}
common-minutes = { $m ->
    [one] { $m } minute
   *[other] { $m } minutes
}
common-left-hours = about { $hours } left
common-left-hours-minutes = about { $hours } { $minutes } left

## Evolutionary dynamics and the prisoner's dilemma: core text

evolution-core-too-many-starts = at most { $max } trajectories; clear some
evolution-core-time-range = the time must be in (0, { $max }]
evolution-core-lambda-range = λ must be a number from 0 to 1 000 000
evolution-core-no-view = that view does not exist for this game
evolution-core-start = start “{ $start }”: { $reason }
evolution-core-download-svg = Download the picture (SVG)
evolution-core-download-csv = Download the last trajectory (CSV)
evolution-core-logit-failed = The logit path: { $reason }
evolution-core-view-face = the face without { $strategy }
evolution-core-view-segment = the segment
evolution-core-view-triangle = the triangle
evolution-core-view-square = the unit square
evolution-core-stable = stable
evolution-core-unstable = unstable
evolution-core-saddle = saddle
evolution-core-centre = centre
evolution-core-undecided = undecided
evolution-core-yes = yes
evolution-core-no = no
evolution-core-rest-caption = Every rest point of the replicator dynamics, exactly: Nash and ESS decided in fractions; stability from the Jacobian's eigenvalues (numeric: the linearisation's verdict).
evolution-core-rest-rows = rows x
evolution-core-rest-columns = columns y
evolution-core-rest-stability = stability
evolution-core-rest-eigenvalues = eigenvalues
evolution-core-rest-continuum = (on a continuum)
evolution-core-rest-link = in the normal-form lab
evolution-core-columns-line = { $strategy } (columns)
evolution-core-time-chart = Each strategy's share along the last trajectory
evolution-core-axis-round = round
evolution-core-axis-time = time
evolution-core-axis-share = share
evolution-core-logit-chart = The logit equilibrium path: quantal response equilibria as λ grows
evolution-core-axis-precision = λ (precision)
evolution-core-axis-probability = probability
evolution-core-moran-more-likely = one { $mutant } fixes among { $resident } with probability { $rho } (more likely than neutral drift's 1/{ $n })
evolution-core-moran-less-likely = one { $mutant } fixes among { $resident } with probability { $rho } (less likely than neutral drift's 1/{ $n })
evolution-core-moran-as-likely = one { $mutant } fixes among { $resident } with probability { $rho } (as likely as neutral drift's 1/{ $n })
evolution-core-moran-among = { $mutant } among { $resident }
evolution-core-moran-exact-fractions = The exact fractions
evolution-core-moran-exactly = Exactly: { $summary }.
evolution-core-moran-simulated = simulated ({ $runs } runs)
evolution-core-moran-one-mutant = one mutant
evolution-core-moran-exact = exact
evolution-core-moran-interval = 99% interval

## Love Letter: core text

ll-card-guard = Guard
ll-card-priest = Priest
ll-card-baron = Baron
ll-card-handmaid = Handmaid
ll-card-prince = Prince
ll-card-king = King
ll-card-countess = Countess
ll-card-princess = Princess
ll-play-on = on player { $n }
ll-play-naming = naming { $card }
ll-agent-random = random
ll-agent-greedy = greedy (formula F)
ll-agent-greedy-memory = greedy with memory
ll-agent-probabilistic = probabilistic (draws by P and F)
ll-agent-ismcts = ISMCTS
ll-status = Round { $round } · first to { $target } tokens · deck: { $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
}
ll-seat-out = out of the round
ll-seat-protected = protected (Handmaid)
ll-seat-to-move = to move
ll-seat-in = in
ll-decision-head = { $who } — { $agent }: { $play }
ll-t-summary = { $games } games at { $tables ->
    [one] { $tables } table of { $players }, { $rounds } rounds per game; { $ms } ms of worker time per 1 000 games (summed over the workers).
   *[other] { $tables } tables of { $players }, { $rounds } rounds per game; { $ms } ms of worker time per 1 000 games (summed over the workers).
}
ll-seat-you = You
ll-seat-player = Player { $n } ({ $agent })
ll-and = and
ll-log-you-played = You played the { $card }
ll-log-played = { $who } played the { $card }
ll-log-on-self = on themselves
ll-log-on-you = on you
ll-log-on-player = on Player { $n }
ll-log-naming = , naming the { $card }
ll-log-princess-out-you = — and are out (the Princess was discarded)
ll-log-princess-out = — and is out (the Princess was discarded)
ll-log-out-you = — you are out, holding a { $card }
ll-log-out = — Player { $n } is out, holding a { $card }
ll-log-discarded-princess-you = — you discarded the Princess and are out
ll-log-discarded-princess = — Player { $n } discarded the Princess and is out
ll-log-discarded-you = — you discarded a { $card } and drew a new card
ll-log-discarded = — Player { $n } discarded a { $card } and drew a new card
ll-log-traded = — the two hands were traded
ll-log-protected = — protected until their next turn
ll-log-no-effect = — no effect: every other player still in is protected
ll-log-wrong-guess = — wrong guess
ll-log-looked = — and looked at that hand
ll-log-tie = — the hands tied: nobody is out
ll-note-saw = (only you saw: Player { $n } holds a { $card })
ll-note-same = (only you know: Player { $n } holds a { $card }, like you)
ll-note-you-traded = (only you know: you gave Player { $n } your { $gave } and received a { $got })
ll-note-seen = (Player { $n } now knows you hold a { $card })
ll-note-same-too = (only you know: Player { $n } holds a { $card } too)
ll-note-traded = (you gave your { $gave } and received a { $got })
ll-note-drew = (you drew a { $card })
ll-know-holds = holds a { $card }
ll-know-one-of = holds one of: { $cards }
ll-know-not = does not hold: { $cards }
ll-know-same = the same card as Player { $n }
ll-know-holds-same = holds the same card as Player { $n }
ll-how-last = the last one standing
ll-how-highest = the deck ran out and the highest card won
ll-how-tiebreak = the deck ran out, the highest cards tied, and the higher sum of discards won
ll-how-shared = the deck ran out, the highest cards tied, and the higher sum of discards won (still tied: the round is shared)
ll-round-won = { $form ->
    [one] { $who } wins the round: { $how }.
   *[other] { $who } win the round: { $how }.
}
ll-game-won = { $form ->
    [one] { $who } wins the game with { $n } tokens.
   *[other] { $who } win the game with { $n } tokens.
}
ll-deck-not-a-card = { $found } (character { $column }) is not a card value 1–8
ll-deck-count = { $count ->
    [one] a deck has { $count } { $card } (this one has { $found }); it needs all 16 cards
   *[other] a deck has { $count } { $card }s (this one has { $found }); it needs all 16 cards
}

## Tic-tac-toe and search trees: core text

ttt-status-wins = { $mark } wins.
ttt-status-draw = Draw.
ttt-status-thinking = The computer ({ $mark }) is thinking…
ttt-status-pick-first = Choose the computer's first move ({ $mark }).
ttt-status-to-move = { $mark } to move — click a cell, or use the arrow keys and Enter (1–9 also work).
ttt-value-draw-or-ninth = draw (or a win on move 9)
ttt-value-draw = draw
ttt-value-x-wins = X wins on move { $move }
ttt-value-o-wins = O wins on move { $move }
ttt-board-wrong-length = a board has 9 cells (X, O or .), this one has { $n }
ttt-board-bad-character = cell { $index } is { $found }; use X, O or . (empty)
ttt-board-move-counts = impossible move counts: { $x } X and { $o } O (X moves first, so X has as many marks as O or one more)
ttt-board-both-win = impossible position: both X and O have three in a row
ttt-board-play-after-win = impossible position: { $mark } has three in a row but the move counts show play went on (or { $mark } could not have made the last move)
ttt-moves-not-a-cell = move { $move } is { $found }; moves are cell numbers 0–8
ttt-moves-occupied = move { $move } plays cell { $cell }, which is already taken
ttt-moves-game-over = move { $move } comes after the game is over
ttt-link-board = board: { $reason }
ttt-link-moves = moves: { $reason }
ttt-link-not-an-option = { $field }={ $value } is not one of { $options }
ttt-link-target = target={ $value } is not an integer
ttt-link-seed = seed={ $value } is not a whole number
ttt-searcher-ordered = alpha-beta + ordering
ttt-searcher-table = alpha-beta + transposition table
ttt-searcher-ordered-table = alpha-beta + ordering + table
ttt-searcher-pns = proof-number search (can { $mark } force a win?)
ttt-train-loss-title = The loss as it learns (mean over each generation's gradient steps)
ttt-train-axis-generation = generation
ttt-train-axis-loss = loss
ttt-train-series-policy = policy (cross-entropy)
ttt-train-series-value = value (squared error)
ttt-train-strength-title = Strength: the policy head alone against the perfect player
ttt-train-axis-strength = % optimal moves · games lost
ttt-train-series-optimal = optimal moves (% of 4 520 positions)
ttt-train-series-lost-x = games lost as X
ttt-train-series-lost-o = games lost as O
ttt-train-every-optimal = every move optimal
ttt-train-keeps-value = its move keeps the game's value in { $percent } % of the 4 520 positions
ttt-train-loses = against the perfect player trying every optimal reply it loses { $x } of { $gx } games as X and { $o } of { $go } as O
ttt-train-plays-perfectly = it plays perfectly
ttt-train-choosing = Choosing by its { $mover }: { $parts }.
ttt-train-mover-policy = policy
ttt-train-no-generation = No generation has finished yet.
ttt-train-perfect-after = perfect play — no game lost as X or as O against the perfect player — first after generation { $generation }
ttt-train-no-perfect = no perfect play yet
ttt-train-summary = { $generations } generations, { $games } self-play games and { $steps } gradient steps in { $seconds } s: { $perfect }.
ttt-train-one-worker = Self-play and training run in one Web Worker (this browser reports one core).
ttt-train-many-workers = Each generation's games are shared among { $n } Web Workers, one per core; the gradient steps run in the first. The run is the same as in one worker.
ttt-train-other-game = a network for { $game }, not tic-tac-toe
ttt-train-wrong-sizes = its sizes do not fit tic-tac-toe
outline-root = root
outline-who-leaf = leaf
outline-who-yes = yes
outline-who-no = no
outline-who-or = OR
outline-who-and = AND
outline-leaves-more = { $shown }, … ({ $more } more)
outline-proof-proven = proven: yes
outline-proof-disproven = disproven: no
outline-proof-stopped = stopped: { $reason }
outline-proof-open = open
outline-proof-summary = { $question } — { $state }; root pn={ $pn } dn={ $dn }; { $nodes } nodes, { $expansions } expansions
outline-pns-node-limit = proof-number search stopped at its limit of { $n } nodes
outline-cut-beta = cut: MAX already has { $value } ≥ β = { $bound }; MIN above can hold MAX to { $bound } elsewhere, so it never lets play reach this node
outline-cut-alpha = cut: MIN can already force { $value } ≤ α = { $bound }; MAX above has { $bound } elsewhere, so it never lets play reach this node
picture-summary-proof = { $nodes } nodes in the proof tree, { $frontier } of them unexpanded.
picture-summary-proof-marked = { $nodes } nodes in the proof tree, { $frontier } of them unexpanded; the most-proving node is marked with its path.
picture-summary-whole = { $visited } of the tree's { $nodes } nodes visited; { $cut ->
        [one] { $cut } move
       *[other] { $cut } moves
    } cut off (struck through), their subtrees greyed.
picture-summary-part = { $visited } nodes visited; { $cut ->
        [one] { $cut } move
       *[other] { $cut } moves
    } cut off (struck through), their subtrees greyed (drawn in part).
picture-svg-label = search tree, { $visited } nodes visited, { $pruned } pruned
picture-pruned-because = pruned — { $reason }
picture-more = +{ $n } more
picture-title-root = root, { $what }
picture-title-node = { $label }: { $what }
picture-max-node = MAX node
picture-min-node = MIN node
picture-leaf = leaf
picture-or-node = OR node (the attacker chooses)
picture-and-node = AND node (the defender chooses)
picture-terminal = terminal
picture-answer-here = the question's answer here: { $numbers }
picture-proof-numbers = proof/disproof numbers { $numbers }
picture-status-proven = proven
picture-status-disproven = disproven
picture-status-frontier = frontier
picture-most-proving = the most-proving node (expanded next)
picture-window = α={ $alpha } β={ $beta } on entry
picture-value = value { $value }
picture-from-table = (from the transposition table)
picture-never-searched = never searched — pruned ({ $why })
picture-not-reached = not reached yet

## Strategy optimisation: core text

evolve-hint-face-down = 0–10 cards
evolve-hint-cap = 1–1 000 000 battles
evolve-hint-eps = a number in (0, 0.5)
evolve-hint-delta = a number in (0, 1)
evolve-hint-budget-games = 1 000–1 000 000 000 games
evolve-hint-budget-mutations = 1–10 000 mutations
evolve-hint-eval-games = 100–1 000 000 games
evolve-hint-runs = 1–100 runs
evolve-reading-war = { $cards ->
    [one] War: { $cards } face-down card per war; a player short of war cards { $short }; cap { $cap } battles, a capped game { $capped }
   *[other] War: { $cards } face-down cards per war; a player short of war cards { $short }; cap { $cap } battles, a capped game { $capped }
}
evolve-reading-short-loses = loses
evolve-reading-short-last = plays his last card face up
evolve-reading-cap-draw = is a draw (½)
evolve-reading-cap-more = goes to the player with more cards
evolve-reading-rats-default = Rrrats!: the default rules
evolve-reading-rats = Rrrats!: { $options }
evolve-blocked = To run, first fix: { $fields }.

## Ticket to Ride: core text

ttr-color-red = red
ttr-color-blue = blue
ttr-color-green = green
ttr-color-yellow = yellow
ttr-color-orange = orange
ttr-color-black = black
ttr-color-white = white
ttr-color-pink = pink
ttr-color-gray = gray
ttr-color-locomotive = locomotive
ttr-route-name = { $a } – { $b } ({ $length }, { $color })
ttr-pay-cards = { $n } { $color }
ttr-pay-locomotives = { $n ->
    [one] { $n } locomotive
   *[other] { $n } locomotives
}
ttr-seat-you = You
ttr-seat-player = Player { $n } ({ $agent })
ttr-status-over = The game is over.
ttr-status-yours = Turn { $turn }: your move — { $what }
ttr-status-other = Turn { $turn }: { $who } to play
ttr-status-last-round = — last round
ttr-do-setup-tickets = keep at least 2 of your first tickets
ttr-do-choose-tickets = keep at least 1 of the tickets drawn
ttr-do-second-card = take your second card
ttr-do-anything = draw cards, claim a route or draw tickets
ttr-config-line = { $players } players · { $who } · seed { $seed } · longest path { $longest }
ttr-config-watch = agents only ({ $agent })
ttr-config-against = you against { $agent }
ttr-config-on = on
ttr-config-off = off
ttr-ticket-joined = { $name } ✓ joined
ttr-ticket-not-yet = { $name } — not yet
ttr-ticket-completed = { $n ->
    [one] { $name } — completed: +{ $n } point
   *[other] { $name } — completed: +{ $n } points
}
ttr-ticket-failed = { $n ->
    [one] { $name } — failed: −{ $n } point
   *[other] { $name } — failed: −{ $n } points
}
ttr-pay-both = { $cards } + { $locomotives }
ttr-log-and = and
ttr-log-kept-count = { $n ->
    [one] kept { $n } ticket
   *[other] kept { $n } tickets
}
ttr-log-kept = kept { $tickets }
ttr-log-took-face-up = took a face-up { $card }
ttr-log-took-face-up-card = took a face-up card
ttr-log-drew-a = drew a { $card } from the deck
ttr-log-drew-an = drew an { $card } from the deck
ttr-log-drew-card = drew a card from the deck
ttr-log-claimed = claimed { $route } for { $n ->
    [one] { $n } point
   *[other] { $n } points
}, paying { $paid }
ttr-log-drew-tickets = { $n ->
    [one] drew { $n } ticket
   *[other] drew { $n } tickets
}
ttr-log-passed = passed
ttr-seed-error = { $reason }: a seed is a whole number 0–{ $max }
ttr-link-unread = The link could not be read in full — { $problems }.
ttr-link-seed-used = This game is dealt with seed { $seed } instead.
ttr-fig-players = { $n } players
ttr-fig-gaussian = Gaussian of all scores (mean { $mean }, σ { $std })
ttr-fig-scores-title = Scores per table size: share of players per 10-point bin
ttr-fig-score = score
ttr-fig-players-percent = players (%)
ttr-fig-most-common = most common: { $mode } (the thesis: { $thesis })
ttr-fig-results-title = Results per table size: lowest, highest, mean and median score
ttr-fig-players-axis = players
ttr-fig-maximum = maximum
ttr-fig-mean = mean
ttr-fig-median = median
ttr-fig-minimum = minimum
ttr-fig-learning-title = The network's games after each epoch (0: untrained)
ttr-fig-epoch = epoch
ttr-fig-highest = highest
ttr-fig-mean-every-seat = mean, every seat
ttr-fig-mean-finished = mean, games without a forbidden decision (the thesis's)
ttr-fig-lowest = lowest
ttr-x-all = all
ttr-x-col-players = players
ttr-x-col-games = games
ttr-x-col-mean = mean
ttr-x-col-thesis-mean = thesis mean
ttr-x-col-std = std
ttr-x-col-min = min
ttr-x-col-median = median
ttr-x-col-max = max
ttr-x-col-over-110 = % > 110
ttr-x-col-over-120 = % > 120
ttr-x-col-over-140 = % > 140
ttr-x-col-completed = completed
ttr-x-col-failed = failed
ttr-x-col-forbidden = forbidden %
ttr-x-col-turns = turns
ttr-x-col-interrupted = interrupted
ttr-u-range-title = The points' range of the models: mean, lowest and highest score per table size
ttr-u-series-specific = specific (one network per table size)
ttr-u-series-universal = universal (one network for all)
ttr-u-col-games-counted = games counted
ttr-u-col-tickets-done = tickets done
ttr-u-col-tickets-failed = tickets failed
ttr-form-unknown-player = unknown player { $name }: algo, algo-thesis, nn or random
ttr-form-players = players must be 2–5 or all, not { $text }
ttr-form-games = games must be 1–{ $max }, not { $text }
ttr-form-seed = the seed must be a whole number, not { $text }

## The classroom: core text

class-game-beauty = Guess 2/3 of the average (p-beauty contest)
class-game-ultimatum = Ultimatum game
class-game-dictator = Dictator game
class-game-trust = Trust game
class-game-public-goods = Public goods game
class-game-pd = Prisoner's dilemma
class-game-stag-hunt = Stag hunt
class-game-market-entry = Market entry
class-game-auction-first = First-price sealed-bid auction
class-game-auction-second = Second-price sealed-bid auction
class-game-cournot = Cournot duopoly
class-game-blotto = Colonel Blotto (round robin)
class-game-rps = Rock–paper–scissors (population)
class-role-player = player
class-role-proposer = proposer
class-role-responder = responder
class-role-dictator = dictator
class-role-investor = investor
class-role-trustee = trustee
class-role-bidder = bidder
class-role-firm = firm
class-option-equilibrium = equilibrium
class-option-uniform = uniform
class-option-stranger = stranger
class-option-partner = partner
class-setting-rounds = Rounds
class-setting-deadline-seconds = Deadline per round (seconds, 0 = none)
class-setting-bot = A student who does not decide gets
class-setting-matching = Partners
class-setting-p = p (the multiplier of the average)
class-setting-c = c (added to the average)
class-setting-lo = Smallest
class-setting-hi = Largest
class-setting-prize = Prize
class-setting-pie = Pie
class-setting-endowment = Endowment
class-setting-multiplier = Multiplier
class-setting-trustee-endowment = Trustee endowment
class-setting-group = Group
class-setting-reward = Reward
class-setting-punishment = Punishment
class-setting-temptation = Temptation
class-setting-sucker = Sucker
class-setting-stag-stag = Stag stag
class-setting-stag-hare = Stag hare
class-setting-hare-stag = Hare stag
class-setting-hare-hare = Hare hare
class-setting-capacity = Capacity
class-setting-base = Base
class-setting-slope = Slope
class-setting-outside = Outside
class-setting-a = A
class-setting-fields = Fields
class-setting-units = Units
class-setting-win = Win
class-setting-loss = Loss
class-no-decision = no decision
class-decision-enters = enters
class-decision-stays-out = stays out
class-decision-yes = yes
class-decision-no = no
class-decision-none = none
class-decision-stag = stag
class-decision-hare = hare
class-form-no-game = There is no game “{ $game }” here, so there is nothing to decide.
class-form-no-role = This seat's role “{ $role }” has no decision in the game “{ $game }”, so there is nothing to decide here.
class-form-beauty-average = the average of all the numbers
class-form-beauty-average-plus = (the average of all the numbers + { $c })
class-form-beauty-average-minus = (the average of all the numbers − { $c })
class-form-beauty-target-of = { $p } of { $average }
class-form-beauty-target-times = { $p } times { $average }
class-form-beauty = You are one of the class's players, and everyone picks a number at the same time. The winner is whoever is closest to { $target }, and wins { $prize } (shared when several are as close). Choose a number from { $lo } to { $hi }.
class-form-your-number = Your number
class-form-proposer = You are the proposer: you split a pie of { $pie } with a responder from the class. If your offer is at least the smallest offer the responder accepts, they get your offer and you keep the rest; otherwise you both get nothing. How much do you offer them (a whole number from 0 to { $pie })?
class-form-your-offer = Your offer
class-form-responder = You are the responder: a proposer from the class splits a pie of { $pie } with you. Before you see their offer, say the smallest offer you accept: if they offer at least that, you get the offer and they keep the rest; otherwise you both get nothing. Choose a whole number from 0 to { $pie }.
class-form-accept-min = The smallest offer you accept
class-form-dictator = You are the dictator: you have { $pie } to split with someone outside the class, who has no say. You keep whatever you do not give. How much do you give (a whole number from 0 to { $pie })?
class-form-give = What you give
class-form-trustee-own = The trustee also has { $own } of their own.
class-form-investor = You are the investor: you have { $e }, and you keep what you do not send. Every unit you send to your trustee, someone from the class, becomes { $m } in their hands, and they decide what fraction of it comes back to you.{ $own } How much do you send (a whole number from 0 to { $e })?
class-form-send = What you send
class-form-trustee = You are the trustee: an investor from the class has { $e } and may send you part of it; every unit sent becomes { $m } in your hands.{ $own } Before you see what was sent, choose the fraction of it you return: 0 returns nothing, 0.5 half, 1 everything. Choose a number from 0 to 1.
class-form-return = The fraction you return
class-form-public-goods = You are in a group of { $n } from the class. Each of you has { $e } and puts part of it into a common pot; the pot is multiplied by { $m } and shared equally among the { $n } of you, whoever paid in, and you keep what you do not put in. How much do you contribute (a whole number from 0 to { $e })?
class-form-contribution = Your contribution
class-form-pd-partner = the same partner from the class all session
class-form-pd-stranger = a partner from the class, drawn afresh each round
class-form-pd = You play the prisoner's dilemma with { $partner }. If you both cooperate you each get { $reward }; if you both defect, { $punishment } each; if one cooperates and the other defects, the defector gets { $temptation } and the cooperator { $sucker }. Do you cooperate or defect?
class-choice-cooperate = Cooperate (C)
class-choice-defect = Defect (D)
class-form-your-move = Your move
class-form-stag-hunt = You hunt with a partner from the class. If you both hunt the stag you each get { $ss }, but hunting the stag alone gets you { $sh }. Hunting the hare gets you { $hs } if your partner hunts the stag and { $hh } if they hunt the hare too. Stag or hare?
class-form-hunt-stag = Hunt the stag
class-form-hunt-hare = Hunt the hare
class-form-your-hunt = Your hunt
class-form-everyone-n = { $n ->
    [one] Everyone in the class ({ $n } players)
   *[other] Everyone in the class ({ $n } players)
}
class-form-everyone = Everyone in the class
class-form-market-entry = { $class } decides at the same time whether to enter a market with room for { $c }. An entrant earns { $base } + { $slope } × ({ $c } − the number of entrants): { $base } when exactly { $c } enter, more when fewer do, less when more do. Staying out earns { $outside }. Do you enter?
class-choice-enter = Enter
class-choice-stay-out = Stay out
class-form-do-you-enter = Do you enter?
class-form-auction-worth = The object is worth { $v } to you: only you know this, and the others' values are drawn from { $lo } to { $hi } like yours.
class-form-auction-values = Values for the object are drawn from { $lo } to { $hi }.
class-form-auction-your-value = your value
class-form-auction-first = You are one of { $n } bidders in a sealed-bid auction. { $worth } Everyone bids once without seeing the others' bids. The highest bid wins and pays its own bid: the winner earns { $earns } minus the bid, the others nothing. Bid from { $lo } to { $hi }.
class-form-auction-second = You are one of { $n } bidders in a sealed-bid auction. { $worth } Everyone bids once without seeing the others' bids. The highest bid wins and pays the second-highest bid (the highest of the others'): the winner earns { $earns } minus that price, the others nothing. Bid from { $lo } to { $hi }.
class-form-your-bid = Your bid
class-form-cournot = You run one of two firms in a market, the other run by someone from the class. Each of you chooses how much to produce; the price is { $a } minus the total produced (never below 0), each unit costs you { $c }, and you earn (the price − { $c }) × your quantity. How much do you produce (from 0 to { $a })?
class-form-your-quantity = Your quantity
class-form-blotto = Split your { $units } units over { $fields } fields. You play everyone else in the class: against each, a field goes to whoever put more units on it (a tie to nobody), and you score the fields you win minus the fields you lose, averaged over everyone. Give { $fields } whole numbers that add up to { $units }, one per field.
class-form-blotto-label = Units on fields 1 to { $fields }
class-form-rps = Everyone in the class picks rock, paper or scissors, and you play everyone else: rock beats scissors, scissors beat paper, paper beats rock. A win pays { $win }, a tie 0 and a loss { $loss }, averaged over everyone you meet. Rock, paper or scissors?
class-choice-rock = Rock
class-choice-paper = Paper
class-choice-scissors = Scissors
class-form-your-choice = Your choice

## Colonel Blotto: core text

blotto-every-field = every field ({ $fields })

## Lines of Action: core text

loa-side-black = Black
loa-side-white = White
loa-ordinal = { $n }{ $suffix }
loa-ending-connected = { $side } wins: all { $color ->
        [black] Black
       *[other] White
    } pieces are connected.
loa-ending-both = Draw: the last move connected both sides.
loa-ending-no-moves = { $side } wins: { $other } has no legal move.
loa-ending-repetition = Draw: the position occurred for the { $ordinal } time.
loa-ending-cap = Draw: the ply cap was reached.
loa-status-engine-stopped = { $side } to move: the engine's search was cancelled. Let it move again, undo, or play this side by hand.
loa-status-thinking = { $side } to move: engine thinking…
loa-status-must-pass = { $side } has no legal move and must pass (the pass rule): press Pass, or the P key.
loa-status-piece-stuck = { $side } to move: the piece on { $square } has no legal move; choose another piece.
loa-status-piece-moves = { $n ->
        [one] { $side } to move: the piece on { $square } can go to 1 square (marked); choose it, or another piece.
       *[other] { $side } to move: the piece on { $square } can go to { $n } squares (marked); choose one, or another piece.
    }
loa-status-engine-played = { $side } to move: the engine played { $move }; choose a piece (click it, or use the arrow keys and Enter).
loa-status-choose = { $side } to move: choose a piece (click it, or use the arrow keys and Enter).
loa-replay-no-result = The record stops after { $n } plies, before the game ended: no result.
loa-replay-status = Ply { $ply } of { $plies }: { $rest }
loa-replay-to-move = { $side } to move.
loa-editor-not-playable = Setting up a position — not playable yet ({ $error }).
loa-editor-status = Setting up a position: { $side } to move, { $black } black and { $white } white pieces.
loa-position-error = column { $column }: { $reason }
loa-editor-explain = Click a square to cycle it: empty → black → white → empty. Or type or paste a position text: the ranks from 8 down to 1 separated by /, in each rank b for black, w for white and a digit for a run of empty squares, then a space and the side to move (b or w).
loa-editor-side = Side to move
loa-editor-start = Start position
loa-editor-empty = Empty board
loa-editor-text = Position text
loa-editor-play = Play from this position
loa-engine-thinking-start = { $side } is thinking…
loa-engine-thinking = { $side } is thinking: depth { $depth }, { $nodes } of { $budget } nodes
loa-engine-thinking-best = { $side } is thinking: depth { $depth }, { $nodes } of { $budget } nodes; best so far { $move }
loa-engine-decided = { $side } has decided after { $nodes } nodes
loa-analysis-starting = starting the search…
loa-analysis-searching = searching depth { $depth }: { $nodes } of { $budget } nodes
loa-analysis-cancelled-depth = Cancelled after { $nodes } nodes; the last completed depth:
loa-analysis-cancelled-none = Cancelled after { $nodes } nodes, before depth 1 completed.
loa-analysis-proven = Finished: the result is proven ({ $nodes } nodes).
loa-analysis-spent = Finished: the budget of { $budget } nodes is spent ({ $nodes } nodes entered).
loa-analysis-finished = Finished.
loa-analysis-waiting = Depth 1 is being searched; { $speed }.
loa-analysis-waiting-start = Depth 1 is being searched; starting.
loa-solve-starting = { $method } is starting…
loa-solve-solving = { $method } is solving: { $nodes } of { $budget } nodes
loa-solve-solving-speed = { $method } is solving: { $nodes } of { $budget } nodes, { $speed }
loa-solve-cancelled = Cancelled after { $nodes } nodes: not solved.
loa-solve-finished = Finished: { $nodes } nodes with { $method }.
loa-children-live = The root's moves, live
loa-children-cancelled = The root's moves when the solve was cancelled
loa-children-end = The root's moves at the end
loa-tree-summary-best = Value { $value } from Black's view; the best move for { $color ->
        [black] Black
       *[other] White
    } is { $move }. Alpha-beta entered { $nodes } nodes and evaluated { $leaves } leaves; plain minimax would enter all { $all } nodes of this tree.
loa-tree-summary-over = Value { $value } from Black's view; no move (the game is over). Alpha-beta entered { $nodes } nodes and evaluated { $leaves } leaves; plain minimax would enter all { $all } nodes of this tree.
loa-engine-report-none = The engine ({ $side }) played { $move }: its search finished no iteration within its budget of { $nodes } nodes, so it played the first legal move.
loa-engine-report = The engine ({ $side }) played { $move } after searching { $plies } deep ({ $nodes } nodes); it judged the position { $score }.
loa-who-engine = the engine, before its move
loa-who-to-move = the side to move
loa-leader-better = better for { $color ->
        [black] Black
       *[other] White
    }
loa-leader-level = level
loa-wins-in = { $side } wins in { $n ->
        [one] { $n } ply
       *[other] { $n } plies
    }
loa-score-proven = { $wins } (proven by the search)
loa-score = { $score } for { $color ->
        [black] Black
       *[other] White
    }, { $who }: { $leader }
loa-score-static = { $score } for { $color ->
        [black] Black
       *[other] White
    }, { $who }: { $leader } (the static evaluation: no iteration completed)
loa-meaning-proven = proven by the search: a forced win, whatever the defence
loa-meaning = the evaluation from { $color ->
        [black] Black's
       *[other] White's
    } view ({ $color ->
        [black] Black
       *[other] White
    } is to move): { $leader }
loa-meaning-static = the evaluation from { $color ->
        [black] Black's
       *[other] White's
    } view ({ $color ->
        [black] Black
       *[other] White
    } is to move): { $leader }; only the static evaluation, no depth completed
loa-numbers-own = The numbers are { $pcolor ->
        [black] Black's
       *[other] White's
    } ({ $prover } is to move): the search tries to prove that { $prover } wins.
loa-numbers-other = The numbers are { $pcolor ->
        [black] Black's
       *[other] White's
    }, the opponent's: no forced win for { $color ->
        [black] Black
       *[other] White
    } was found (its defence can lean on a draw or a repetition), so the search now asks whether { $prover } forces a win instead.
loa-numbers-explain = For each move, the proof number is about how many more positions must be shown won for { $pcolor ->
        [black] Black
       *[other] White
    } to prove that { $prover } wins after that move; the disproof number, how many must be shown not won to prove that { $prover } does not. 0 means settled that way, ∞ settled the other way.
loa-child-wins = wins for { $color ->
        [black] Black
       *[other] White
    }
loa-child-no-win = no win for { $color ->
        [black] Black
       *[other] White
    }
loa-child-loses = loses: { $prover } wins
loa-child-no-force = { $prover } cannot force a win
loa-verdict-win-move = { $side } to move wins: { $move } forces a win.
loa-verdict-win = { $side } to move wins.
loa-verdict-loss = { $side } to move loses: { $other } forces a win whatever { $side } plays.
loa-verdict-draw = Draw: neither side can force a win ({ $side } to move); with best play the game goes on until a position repeats.
loa-verdict-no-win = { $side } to move cannot force a win (proven); whether { $other } can was not settled within { $budget } nodes.
loa-verdict-budget = Not solved within { $budget } nodes: the budget ran out before the result was settled.
loa-verdict-stopped = Not solved: the search stopped after { $nodes } nodes (of a budget of { $budget }) without settling the result.
loa-budget-empty = enter a number of nodes, e.g. 100k
loa-budget-bad = { $text } is not a number of nodes: write e.g. 50000, 100k or 2M
loa-budget-not-whole = { $text } is not a whole number of nodes
loa-budget-few = { $nodes } nodes is too few: the budget is at least { $min }
loa-budget-many = { $nodes } nodes is too many: the budget is at most { $max }
loa-rules-describe = a player without a move { $nomoves }; a move connecting both sides: { $both }; { $repetition }; { $cap }
loa-rules-repetition = the { $ordinal } occurrence of a position draws
loa-rules-no-repetition = positions may repeat
loa-rules-cap = the game is drawn at ply { $n }
loa-rules-no-cap = no ply cap
loa-count-range = { $n } is out of range: write { $min }–{ $max }, or off
loa-count-not-whole = { $text } is not a whole number: write { $min }–{ $max }, or off

## Lines of Action: core text (the benchmark and Table 4.2)

loa-bench-perft-naive = perft { $depth } from the start, naive array generator (baseline)
loa-bench-perft-bitboards = perft { $depth } from the start, bitboards
loa-bench-generic = generic iterative deepening (search::iterative), LoaEval (baseline)
loa-bench-loa-search = Lines of Action alpha-beta (games::loa::search)
loa-bench-unit-leaves = leaves
loa-bench-unit-nodes = nodes
loa-claim-fewer-nodes = proof-number search visits fewer nodes
loa-claim-less-time = proof-number search needs less time
loa-claim-more-solved = alpha-beta solves more positions
loa-detail-nodes = on the { $both } positions both solved: { $pns } against { $ab } (every iteration)
loa-detail-nodes-seed = on the { $both } positions both solved: { $pns } against { $ab } (every iteration), { $seed } (the seed's rule)
loa-detail-time = { $pns } ms against { $ab } ms on the same positions
loa-detail-solved = { $ab } against { $pns } of { $positions } within { $budget } nodes each

## The iterated prisoner's dilemma: core text

evolution-core-ipd-strip-title = The moves of { $a } (upper row) and { $b } (lower row), blue C and red D
evolution-core-ipd-scored-more = { $name } scored more
evolution-core-ipd-even = an even match
evolution-core-ipd-player = { $name } cooperated { $times } times and scored { $score } ({ $mean } a turn)
evolution-core-ipd-summary = { $turns }: { $a }; { $b } — { $verdict }.
evolution-core-ipd-turns = { $n } turns
evolution-core-ipd-ecology-chart = Ecological simulation: each strategy's share, generation by generation
evolution-core-ipd-axis-generation = generation
evolution-core-ipd-axis-population-share = share of the population
evolution-core-ipd-population-chart = Population play: individuals of each strategy, round by round
evolution-core-ipd-axis-individuals = individuals
evolution-core-ipd-first-turns = The first { $n } turns (the CSV has every turn)
evolution-core-ipd-turn = turn
evolution-core-ipd-plays = { $name } plays
evolution-core-ipd-earns = { $name } earns
evolution-core-ipd-in-all = { $name } in all
evolution-core-ipd-turn-by-turn = Turn by turn
evolution-core-ipd-download-moves = Download the moves (CSV)
evolution-core-ipd-t-status = { $players }, { $repetitions }, { $turns }: played in { $ms } ms (in the workers).
evolution-core-ipd-players = { $n } players
evolution-core-ipd-repetitions = { $n } repetitions
evolution-core-ipd-rank = rank
evolution-core-ipd-strategy = strategy
evolution-core-ipd-median = median score a turn
evolution-core-ipd-wins = wins
evolution-core-ipd-ranking-caption = The ranking, by the median over the repetitions of the mean payoff a turn
evolution-core-ipd-heat-caption = Mean payoff a turn of the row's strategy against the column's:
evolution-core-ipd-heat-corner = row \ column
evolution-core-ipd-download-scores = Download the scores (CSV)
evolution-core-ipd-download-matrix = Download the payoff matrix (CSV)
evolution-core-ipd-race-live = { $games } games, A won { $wins }.
evolution-core-ipd-better = { $a } is better than { $b }
evolution-core-ipd-undecided = Undecided within the limit of games
evolution-core-ipd-race-after = — after { $games } games (A won { $percent }%): { $reason }.
evolution-core-ipd-race-cap = a race on this page plays at most { $max } games
evolution-core-ipd-after-round = After round { $round }: { $counts }.

## Normal-form games and imperfect information: core text

imperfect-kuhn-family = Player 1's strategy is the member α = { $alpha } of Kuhn poker's family of equilibrium strategies: bet a J with probability α ∈ [0, 1/3], a K with 3α, never a Q, and call a bet with a Q with α + 1/3. Player 2's equilibrium strategy is unique.
imperfect-compared-at = { $action } at { $set }
imperfect-preset-beer-quiche = Beer–quiche (a signalling game)
imperfect-preset-pennies = Matching pennies as a tree
imperfect-preset-entry = Entry with an uninformed entrant
imperfect-preset-driver = The absent-minded driver (no perfect recall)
imperfect-legend-kuhn = An information set is named by what its player has seen: their card (J, Q or K), then the bets so far, c for a check or a call and r for a bet or a raise. “J cr”: holding the jack, after a check and then a bet.
imperfect-legend-leduc = An information set is named by what its player has seen: their card (Js the jack of spades … Kh the king of hearts), the first round's bets (c a check or a call, r a bet or a raise), then after “|” the public card and the second round's bets. “Jh cc | Qs r”: holding the jack of hearts, both checked, the queen of spades turned up, and a bet.

## Connect Four: core text

c4-status-wins = { $side } wins
c4-status-you-win = You win ({ $side })
c4-status-solver-wins = The solver wins ({ $side })
c4-status-four = { $who }: four in a line with its stone { $stone } of the game's { $moves }.
c4-status-draw = A draw: the board is full.
c4-status-to-move = { $side } to move.
c4-status-your-move = Your move ({ $side }): choose a column.
c4-status-thinking = The solver ({ $side }) is thinking…
c4-engine-proven = the best column, proven
c4-engine-not-proven = not proven best: the budget of { $budget } nodes ran out, and this column had the best bound
c4-engine-played = The solver played column { $column } ({ $how }): { $score } It searched { $nodes } nodes.
c4-score-full = full
c4-score-words-full = the column is full.
c4-score-words-draw = with best play on both sides the game is a draw.
c4-score-words-win = it wins by its stone { $stone } at the latest ({ $more } more of its own).
c4-score-words-loss = it loses, by the opponent's stone { $stone } at the latest if the opponent plays perfectly.
c4-score-words-between = its score lies between { $min } and { $max } (not proven within the budget).
c4-ab-words = α-β to { $plies } plies, centre first: a finished game counts Pons' score for { $red } (positive when { $red } wins, larger the sooner), a position at the horizon counts 0 — unknown. { $red } is MAX (▲), { $yellow } MIN (▼).
c4-bench-agrees = every score agrees with Pons' solver
c4-bench-mismatch = MISMATCH at { $moves }: ours { $ours }, Pons' { $his }
c4-bench-report = { $positions } positions in { $millis } ms ({ $per-second } positions/s, { $million } million nodes/s, { $nodes } nodes); { $check }.
c4-engine-mcts = { $variant } ({ $iterations } iterations a move)
c4-engine-alpha-beta = α-β ({ $nodes } nodes a move)
c4-race-calibrating = Timing both engines on { $positions } positions for equal time: { $done } done…
c4-race-ms = { $ms } ms
c4-race-tally = A won { $wins }, drew { $draws }, lost { $losses }; time a move: A { $a }, B { $b }
c4-race-b = (B: { $b })

## Monte Carlo tree search, stepped: core text

mcts-formula-uct = UCT chooses the child with the largest Q + { $c }·√(ln N / n); an untried move first.
mcts-formula-puct = PUCT chooses the child with the largest Q + { $c }·P·√N / (1 + n); an untried move counts Q = 0.
mcts-formula-solver = MCTS-Solver chooses as UCT does (Q + { $c }·√(ln N / n)), leaving out what is proven.
mcts-chosen-untried = { $action } (untried)
mcts-chosen = { $action } ({ $total } = Q { $mean } + { $exploration })
mcts-selection-root = Selection: the root itself has an untried move, so the walk stops there.
mcts-selection-step = { $player } chose { $chosen }
mcts-selection-then = { $walk }, then { $step }
mcts-selection-ends-finished = Selection: from the root, { $walk }; the walk ends at a finished game already in the tree.
mcts-selection-ends-untried = Selection: from the root, { $walk }; the walk ends at a node with an untried move.
mcts-expansion = Expansion: the move { $action } adds a new node to the tree.
mcts-expansion-finished = Expansion: the move { $action } adds a new node to the tree (a finished game).
mcts-expansion-nothing = Expansion: nothing to add, the game is over at this node.
mcts-value-for = { $value } for { $first }
mcts-value-for-both = { $value } for { $first } ({ $opposite } for { $second })
mcts-value-draw = 0 (a draw)
mcts-simulation-finished = Simulation: the game is over at the new node; its result is { $result }.
mcts-simulation-prior = Simulation: the prior's value stands in for a playout: { $result }.
mcts-simulation-playout = Simulation: a random playout of { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } ({ $moves }) ends with the value { $result }.
mcts-backpropagation-nothing = Backpropagation: no node to update.
mcts-proven-win-for = a win for { $player }
mcts-proven-draw = a draw
mcts-proof-root = the root is proven { $what }
mcts-proof-node = node { $node } is proven { $what }
mcts-backpropagation = Backpropagation: the value { $result } is added to the { $nodes } nodes of the path, leaf to root; the root now has { $visits } visits and mean { $mean } (for { $first }).
mcts-backpropagation-solver = MCTS-Solver: { $proofs }.
mcts-table-root = At the root, { $player } chooses
mcts-table-then = Then { $player } chooses (after { $moves })
mcts-status-finished = { $n ->
        [one] { $n } iteration
       *[other] { $n } iterations
    }, { $nodes } nodes: the search is finished.
mcts-status-next-selection = { $n ->
        [one] { $n } iteration
       *[other] { $n } iterations
    }, { $nodes } nodes. Next: a new iteration's selection.
mcts-status-under-way = { $n ->
        [one] { $n } iteration
       *[other] { $n } iterations
    } complete, { $nodes } nodes; iteration { $next } is under way. Next: { $phase }.
mcts-fold-label = +{ $hidden } more, { $percent } % of visits
mcts-fold-share = { $percent } % of visits
mcts-fold-describe = { $label } ({ $tried } tried, { $visits } visits)
mcts-node-root = root
mcts-node-visits = { $name }: { $n ->
        [one] { $n } visit
       *[other] { $n } visits
    }
mcts-node-value = , value { $value } for player { $n }
mcts-node-proven-win = , proven win for player { $n }
mcts-node-proven-draw = , proven draw for player { $n }
mcts-node-proven-loss = , proven loss for player { $n }
mcts-node-to-move = ; player { $n } to move
mcts-node-game-over = ; game over
mcts-node-pv = ; principal variation
mcts-node-active = ; on this iteration's path
mcts-node-below = ; closed, { $n } nodes below
mcts-picture-summary = { $variant } after { $iterations } iterations: { $drawn } of the tree's { $nodes } nodes drawn, the principal variation in bold.

## The classroom: core text (the chart over rounds)

class-history-round = round
class-history-nash = Nash
class-history-beauty = The class's mean guess and its target, round by round, beside the Nash equilibrium
class-history-guess = guess
class-history-mean-guess = mean guess
class-history-target = target
class-history-ultimatum = Mean offer and mean smallest offer accepted, round by round
class-history-units-of-pie = units of the pie
class-history-mean-offer = mean offer
class-history-mean-accept-min = mean smallest offer accepted
class-history-spe-offer = subgame-perfect offer
class-history-dictator = What the dictators gave on average, round by round
class-history-units-given = units given
class-history-mean-gift = mean gift
class-history-nash-zero = Nash: 0
class-history-trust = Trust round by round: the mean share sent and the mean fraction returned
class-history-share = share
class-history-share-sent = share sent
class-history-fraction-returned = fraction returned
class-history-spe-zero = subgame-perfect: 0
class-history-break-even = return that breaks even
class-history-public-goods = Mean contribution to the pot, round by round
class-history-contribution = contribution
class-history-mean-contribution = mean contribution
class-history-nash-dominant = Nash (dominant)
class-history-social-optimum = social optimum
class-history-pd = Cooperation rate, round by round
class-history-share-cooperating = share cooperating
class-history-cooperation-rate = cooperation rate
class-history-stag-hunt = Share hunting the stag, round by round
class-history-share-stag = share hunting the stag
class-history-mixed-equilibrium = mixed equilibrium
class-history-market-entry = Entrants, round by round, beside the capacity and the equilibrium's expected entrants
class-history-entrants = entrants
class-history-capacity = capacity: { $c }
class-history-expected-entrants = expected in equilibrium
class-history-auction = Mean bid as a share of the value, round by round
class-history-bid-value = bid ÷ value
class-history-mean-bid-value = mean bid ÷ value
class-history-equilibrium = equilibrium
class-history-cournot = Mean quantity produced, round by round
class-history-quantity = quantity
class-history-mean-quantity = mean quantity
class-history-collusion = collusion
class-history-competition = competition
class-history-rps = Shares of rock, paper and scissors, round by round
class-history-share-of-class = share of the class
class-history-rock = rock
class-history-paper = paper
class-history-scissors = scissors
class-history-equilibrium-each = equilibrium: { $share } each
class-history-equilibrium-action = equilibrium { $action }: { $share }

## Strategy optimisation: core charts

evolve-core-line-continue = P(continue | hand { $hand })
evolve-core-history-chart = The accepted strategy over the run
evolve-core-axis-mutation = mutation
evolve-core-box-plot-label = win rates per optimiser


## Normal-form games: core text (import)

games-import-too-large = the game is { $rows }×{ $cols }; the page takes up to { $limit }×{ $limit } strategies per player

## Named gaps: core text (game trees, poker table, phase portrait, prisoner's dilemma strategies)

trees-preset-sharing = Sharing game
trees-preset-seed-fig-3-2 = Zadro (2015), Fig. 3.2
trees-preset-uncertain-demand = Entry with uncertain demand (chance)
evolution-core-portrait-replicator = Phase portrait: replicator dynamics
evolution-core-portrait-best-response = Phase portrait: best-response dynamics
evolution-core-portrait-logit = Phase portrait: logit dynamics
evolution-core-portrait-fictitious = Phase portrait: fictitious dynamics
evolution-core-portrait-stochastic-fictitious = Phase portrait: stochastic-fictitious dynamics
evolution-core-rows-share = rows: share of { $strategy } →
evolution-core-columns-share = columns: share of { $strategy } →
evolution-core-mark = { $kind }, { $stability } (linearisation)
evolution-core-mark-ess = ESS
evolution-core-mark-nash = Nash, not an ESS
evolution-core-mark-not-nash = not Nash
evolution-core-rest-mark = rest point { $n }: { $words }
evolution-core-rest-mark-continuum = rest point { $n }: { $words } — one point of a continuum
imperfect-log-dealt = You are dealt { $card }.
imperfect-log-opponent-dealt = The opponent is dealt a card.
imperfect-log-public = The public card is { $card }.
imperfect-log-mine = You { $action }.
imperfect-log-theirs = The opponent { $action }s.
imperfect-log-showdown = Showdown: the opponent shows { $card }.
imperfect-log-win = You win { $amount }.
imperfect-log-lose = You lose { $amount }.
imperfect-log-split = The pot is split.
imperfect-action-check = check
imperfect-action-bet = bet
imperfect-action-call = call
imperfect-action-fold = fold
imperfect-action-raise = raise
evolution-core-ipd-name-cooperator = Cooperator
evolution-core-ipd-name-defector = Defector
evolution-core-ipd-name-tit-for-tat = Tit For Tat
evolution-core-ipd-name-suspicious-tit-for-tat = Suspicious Tit For Tat
evolution-core-ipd-name-tit-for-2-tats = Tit For 2 Tats
evolution-core-ipd-name-two-tits-for-tat = Two Tits For Tat
evolution-core-ipd-name-hard-tit-for-tat = Hard Tit For Tat
evolution-core-ipd-name-forgiving-tit-for-tat = Forgiving Tit For Tat
evolution-core-ipd-name-gtft = GTFT
evolution-core-ipd-name-bully = Bully
evolution-core-ipd-name-grudger = Grudger
evolution-core-ipd-name-win-stay-lose-shift = Win-Stay Lose-Shift
evolution-core-ipd-name-alternator = Alternator
evolution-core-ipd-name-cycler-ccd = Cycler CCD
evolution-core-ipd-name-random = Random
evolution-core-ipd-name-prober = Prober
evolution-core-ipd-name-handshake = Handshake
evolution-core-ipd-name-gradual = Gradual
evolution-core-ipd-name-soft-go-by-majority = Soft Go By Majority
evolution-core-ipd-name-adaptive = Adaptive
evolution-core-ipd-name-grumpy = Grumpy
evolution-core-ipd-name-backstabber = BackStabber
evolution-core-ipd-name-first-by-davis = First by Davis
evolution-core-ipd-name-first-by-joss = First by Joss
evolution-core-ipd-name-first-by-feld = First by Feld
evolution-core-ipd-name-first-by-stein-and-rapoport = First by Stein and Rapoport
evolution-core-ipd-name-first-by-tideman-and-chieruzzi = First by Tideman and Chieruzzi
evolution-core-ipd-name-second-by-tester = Second by Tester
evolution-core-ipd-name-calculator = Calculator

## Racing: core text
racing-bad-view-detail = view={ $view } is not one of live, curves, calc
race-rules-title = War: fd1-loses-cap10000-draw; Rrrats!: four 0/1 flags
race-words-live = { $games } games, { $wins } won by A ({ $percent }%)
race-words-bounds = ; bounds on μ: [{ $lb }, { $ub }]
race-words-better = { $better } is better than { $worse }
race-words-undecided = undecided within the game limit
race-words-detail = — after { $games } games (A won { $percent }%): { $reason }
race-words-chart-title = A's win rate and the race's bounds
race-words-chart-games = games
race-words-chart-mean = mean
race-words-chart-lower = lower bound
race-words-chart-upper = upper bound
race-chart-title = Running mean and confidence band
race-chart-x = games (log scale)
race-chart-y = P[player 1 wins]
race-chart-mean = { $race } X̄
race-chart-band = { $race } LB/UB
race-chart-stops = { $race } stops ({ $why })
race-chart-stop-crossed = crossed
race-chart-stop-precision = precision
race-chart-stop-horizon = horizon
race-chart-stop-cap = cap
race-curve-zeros = { $series }: 0 (upper bound shown)
race-curve-theory = { $race } theory F
race-curve-exact = { $race } exact
race-curve-mc = { $race } Monte Carlo
race-curve-alpha-title = Error probability α(μ)
race-curve-alpha-log-title = Error probability α(μ), log scale
race-curve-games-title = Mean number of games
race-curve-games-axis = games
race-sigma-square-title = n_max against the standard deviation σ (Bernstein, tests at t = n²: Fig. 2.2)
race-sigma-game-title = n_max against the standard deviation σ (Bernstein, one test per game: Fig. 2.1)
race-sigma-y = n_max (tests)
race-fig27-reading = The thesis (Fig. 2.7): with δ = 3.02·10⁻¹¹ ILEBR* has the same power as LEBR with δ = 0.05 and is much faster. Here (Monte Carlo, { $runs } runs per μ): the two error probabilities' 95% intervals overlap at { $overlap } of { $points } values of μ ({ $power }), and over the range ILEBR* plays { $star } games on average against LEBR's { $lebr } ({ $ratio }×: { $speed }).
race-fig27-same-power = the same power within the noise: holds
race-fig27-power-differs = not everywhere: the power differs
race-fig27-faster = faster, holds
race-fig27-not-faster = not faster, does not hold
race-alpha2-series = α₂ (eq. 2.12)
race-alpha2-by-mu = α₂ over μ (ε = { $eps }, δ = { $delta })
race-alpha2-by-delta = α₂ over δ (μ = 0.5, ε = { $eps })
race-alpha2-by-eps = α₂ over ε (μ = 0.5, δ = { $delta })
race-alpha2-claim-largest = α₂ is largest at μ = 0.5
race-alpha2-claim-grows = α₂ grows with δ
race-alpha2-largest = the largest α₂ on the grid is { $alpha } at μ = { $mu }
race-alpha2-grows-never-falling = from { $from } at δ = { $from-delta } to { $to } at δ = { $to-delta }, never falling
race-alpha2-grows-not-monotonic = from { $from } at δ = { $from-delta } to { $to } at δ = { $to-delta }, not monotonically
race-alpha2-no-points = no points
race-horizon-2-1 = ILEBR: tests (one per game), Hoeffding at δ/n
race-horizon-2-2 = Bernstein with σ̄ = 1/2, one test per game
race-horizon-2-3 = ILEBR 2 / ILEBR*: tests at t = n²
race-horizon-2-4 = Bernstein at t = n², read with /(2n²)
race-horizon-n-min = ILEBR* 2: first informative test, √(6·ln(3N/δ))
race-horizon-2-5 = ILEBR* 2: tests at t = (n + o)²
race-horizon-lebr = LEBR: the precision stop fires by this game whatever the outcomes
race-calibration-delta-above-one = at ε = { $eps } no confidence level makes the Hoeffding horizon as short as { $tests } tests (it would need δ = { $delta } ≥ 1); raise ε to at least { $least }
race-calibration-delta-underflow = at ε = { $eps }, { $tests } tests need δ = e^{ $exponent }, below the smallest representable probability; lower ε
race-bench-summary = Benchmark this browser (in a worker)
race-bench-run = Run the benchmark
race-bench-explain = Times the exact α(μ) curve of ILEBR* on 101 values of μ, and 200 ILEBR* 2 races at μ = 0.5 simulated game by game and with one binomial draw per test.
race-bench-measurement = measurement
race-bench-work = work
race-bench-per-second = per second
race-bench-exact = exact α(μ) of ILEBR*, 101 values of μ
race-bench-game-by-game = ILEBR* 2 at μ = 0.5, game by game
race-bench-binomial = ILEBR* 2 at μ = 0.5, binomial jumps
race-bench-unit-mu = μ values
race-bench-unit-games = games
race-calc-col-equation = equation
race-calc-col-what = what
race-calc-col-root = root
race-calc-eps-too-small = ε below 0.001 makes horizons of billions of games; choose ε ≥ 0.001 here
race-calc-worker-note = μ within { $gap } of 0.5 needs thousands of tests (seconds of work): it runs in the worker.
race-calc-worker-run = Calibrate in the worker
race-calc-horizons = Horizons
race-calc-horizons-explain = n_max is the number of tests after which even the widest interval (Hoeffding, or Bernstein with σ̄ = 1/2) is within ε; t_max = n_max² for the square schedules; n_min is the first test that can possibly cross 0.5 (when one player always wins).
race-calc-calibrate-title = Calibrate δ for a target error at μ (Jakóbczyk 2023, eq. 2.19)
race-calc-target-alpha = target α
race-calc-sigma-title = n_max against σ (Jakóbczyk 2023, Figs. 2.1 and 2.2)
race-calc-alpha2-title = α₂ over μ, δ and ε (Jakóbczyk 2023, Fig. 2.3)
race-calc-alpha2-explain = α₂ (eq. 2.12) is the part of ILEBR*'s error probability that comes from a test on the wrong side of 0.5: 1 − Π P[Bin(k², m) > k²/2 − sqrt(ln(3N/δ)·k²/2) − 3·ln(3N/δ)] over its N tests, m = max(μ, 1 − μ). The thesis reads off its figure that α₂ is largest at μ = 0.5 and grows with δ — which is why it replaces δ by 1 inside the logarithm to bound the error (eq. 2.13). Computed in the worker for the ε and δ above.
race-calc-alpha2-run = Draw Fig. 2.3
race-calc-alpha2-needs = Needs a valid ε ≥ { $eps } and δ.
race-calc-reading = The thesis: { $claim }. Here: { $verdict } — { $detail }.
race-calc-holds = holds
race-calc-does-not-hold = does not hold
race-calc-alpha2-stale = Drawn for other ε or δ: draw again.
race-calc-sigma-reading = One test per game: n_max = { $game-zero } tests at σ = 0, { $game-half } at σ = 1/2. Tests at t = n²: { $square-zero } tests ({ $square-zero-games } games) at σ = 0, { $square-half } ({ $square-half-games } games) at σ = 1/2 — eq. (2.4). The thesis's reading, that a race on the Bernstein bound stops sooner when one strategy clearly dominates (small σ), { $verdict }.
race-calc-sigma-holds = holds for both schedules
race-calc-sigma-does-not-hold = does not hold here
race-calc-n = N = { $tests } tests (t_max = { $games } games)
race-calc-n-delta = { $n }, δ = { $delta }
race-calc-n-no-delta = { $n }, but no δ: { $why }
race-curves-algorithms = Algorithms
race-curves-mc-only = { $race } (Monte Carlo only)
race-curves-methods = Methods
race-curves-theory = theory F_μ(N) (Jakóbczyk 2023, eqs. 2.14–2.18)
race-curves-exact = exact (dynamic programming)
race-curves-mc = Monte Carlo ({ $workers } workers)
race-curves-mc-precision = Monte Carlo with the precision stop
race-curves-from = μ from
race-curves-to = μ to
race-curves-points = points
race-curves-runs = runs per μ (Monte Carlo)
race-curves-own-deltas = races at their own δ (race=δ, …)
race-curves-own-deltas-example = e.g. ilebr-star=3.02101484e-11
race-curves-presets = Presets:
race-curves-preset-fig25 = Jakóbczyk's Fig. 2.5: the ILEBR family
race-curves-preset-fig24 = Jakóbczyk's Fig. 2.4: calibrated δ
race-curves-preset-fig27 = Jakóbczyk's Fig. 2.7: LEBR against ILEBR* of the same power
race-curves-preset-races = Races vs LEBR
race-curves-compute = Compute
race-curves-computing = computing… { $percent }%
race-curves-cancel = Cancel
race-curves-cancelled = cancelled
race-curves-failed = failed: { $reasons }
race-curves-done = done ({ $ms } ms since start)
race-curves-export-csv = Export CSV
race-curves-export-svg = Export SVG
race-curves-explain-methods = Theory is Jakóbczyk's (2023) F_μ(N): it multiplies the probabilities of passing each test as if the tests were independent — an approximation. The exact curve carries the whole distribution of player 1's wins from test to test and removes the mass that stops, so it is the true error probability of the race without its precision stop (the one stop that depends on the path, not only on the current count). Monte Carlo runs the race itself (with or without the precision stop) and shows 95% intervals.
race-curves-explain-zeros = A Monte Carlo estimate of 0 (no wrong decision in any run) has no place on the log scale: it is drawn as a hollow diamond on the chart's bottom edge, with only its 95% upper bound above it as a downward caret ("0 (upper bound shown)" in the legend); the CSV export keeps the estimate 0.
race-curves-explain-cap = Monte Carlo runs stop at 1 000 000 games; a classic race still undecided then counts as neither right nor wrong.
race-curves-explain-alpha = α(μ) is the probability of naming the worse player. Near μ = 0.5 it approaches 1/2: when the players are almost equal a race cannot tell them apart within its horizon.

## Reading files and position texts: core text (.nfg, .efg, Lines of Action)

parse-error-at = line { $line }, column { $column }: { $reason }
parse-unterminated-string = unterminated string
parse-unexpected-end = unexpected end of file, expected { $what }
parse-expected = expected { $what }
parse-expected-string = expected { $what } (a quoted string)
parse-what-token = { $token }
parse-what-title = the title
parse-what-r-or-d = 'R' or 'D'
nfg-what-version = version 1
nfg-what-before-players = '{ $brace }' before the player names
nfg-what-after-players = '{ $brace }' after the player names
nfg-what-before-strategies = '{ $brace }' before the strategies
nfg-what-before-names = '{ $brace }' before a player's strategy names
nfg-what-after-names = '{ $brace }' after the strategy names
nfg-what-count = a count
nfg-what-after-strategies = '{ $brace }' after the strategies ({ $players } players)
nfg-what-number = a number
nfg-what-after-payoffs = '{ $brace }' after an outcome's { $players } payoffs
nfg-what-after-outcomes = '{ $brace }' after the outcomes
nfg-what-outcome-index = an outcome index
nfg-not-a-count = '{ $word }' is not a count
nfg-only-two-players = only two-player games are supported here, found { $players } (the n-player solvers read any number)
nfg-players-range = a game of 2 to { $max } players is supported, found { $players }
nfg-no-strategy = a player needs at least one strategy
nfg-too-many-strategies = { $n } strategies: at most { $max } per player are supported
nfg-game-too-many-strategies = a { $sizes } game: at most { $max } strategies per player are supported
nfg-too-many-cells = a { $sizes } game has too many cells: at most { $max } are supported
nfg-outcome-indices-missing = expected { $cells } outcome indices, found { $found }
nfg-no-such-outcome = outcome { $index } does not exist ({ $outcomes } outcomes)
nfg-payoffs-missing = expected { $expected } payoffs, found { $found }
nfg-text-after-payoffs = unexpected text after the payoffs
efg-not-efg = a .efg file starts with 'EFG'
efg-what-version = the format version 2
efg-unsupported-version = unsupported format version '{ $word }'
efg-expected-r-or-d = expected 'R' (rational) or 'D' (decimal)
efg-what-player-list = '{ $brace }' to start the player list
efg-what-player-name = a player name
efg-what-player-name-or-close = a player name or '{ $brace }'
efg-only-two-players = only two-player games are supported, found { $players }
efg-no-nodes = the file has no nodes
efg-text-after-tree = unexpected text after the last node of the tree
efg-what-node = a node ('p', 'c' or 't')
efg-what-node-name = the node name
efg-what-player-number = the player number
efg-no-such-player = player '{ $word }' does not exist: players are numbered 1 to { $players }
efg-what-infoset = the information set number
efg-not-an-infoset = '{ $word }' is not an information set number (1, 2, …)
efg-infoset-used = information set { $set } of player { $player } already used at line { $line }: imperfect information is not supported
efg-infoset-without-actions = information set { $set } appears here for the first time without its actions
efg-expected-node-type = expected a node type 'p', 'c' or 't', found '{ $kind }'
efg-what-action-list = '{ $brace }' to start the action list
efg-what-action-or-close = an action name or '{ $brace }'
efg-what-probability = the action's probability
efg-no-actions = a move needs at least one action
efg-what-outcome-number = an outcome number
efg-not-an-outcome = '{ $word }' is not an outcome number
efg-outcome-zero-payoffs = outcome 0 means no outcome and cannot have payoffs
efg-outcome-payoffs-differ = outcome { $outcome } was given other payoffs before; an outcome has one set of payoffs
efg-outcome-payoff-count = an outcome needs { $players } payoffs (one per player), found { $found }
efg-outcome-without-payoffs = outcome { $outcome } is used before its payoffs are given
efg-what-payoffs = '{ $brace }' to start the payoffs
efg-what-payoff-or-close = a payoff or '{ $brace }'
loa-pos-rank-too-long = rank { $rank } has more than 8 squares
loa-pos-not-a-square = { $char } is not a square: write b (black), w (white) or a digit 1-8 for empty squares
loa-pos-rank-squares = rank { $rank } has { $squares } squares, not 8
loa-pos-expected-slash = expected '/' before rank { $rank } (8 ranks, from 8 down to 1)
loa-pos-too-many-ranks = more than 8 ranks
loa-pos-expected-side = expected a space and the side to move (b or w)
loa-pos-not-a-side = { $char } is not a side to move: write b or w
loa-pos-side-missing = the side to move (b or w) is missing
loa-pos-text-after-side = unexpected text after the side to move
loa-pos-no-pieces = { $side ->
        [black] Black
       *[other] White
    } has no pieces
loa-pos-too-many-pieces = { $side ->
        [black] Black
       *[other] White
    } has { $n } pieces; a side has at most { $max }
loa-record-single-move = only the last line of a record may hold a single move
loa-record-expected-number = expected the move number { $number }.
loa-record-line = a line holds a move number and one or two moves
loa-suite-fields = expected 6 fields separated by ';', found { $found }
loa-suite-position = position: { $error }
loa-suite-result = result { $result }: expected win, loss or unknown
loa-suite-proof-size-nan = proof size { $text } is not a number
loa-suite-before-end-nan = plies before the end { $text } is not a number
loa-suite-game-nan = game { $text } is not a number

## The iterated prisoner's dilemma: core text (the strategies' table)

evolution-core-ipd-strategies-caption = The strategies, as the Axelrod library (4.13) defines them
evolution-core-ipd-strategies-name = name
evolution-core-ipd-strategies-does = what it does
evolution-core-ipd-strategies-random = random
evolution-core-ipd-strategies-yes = yes
evolution-core-ipd-does-cooperator = Always cooperates.
evolution-core-ipd-does-defector = Always defects.
evolution-core-ipd-does-tit-for-tat = Cooperates on the first move, then plays what the opponent played last.
evolution-core-ipd-does-suspicious-tit-for-tat = Tit For Tat that defects on the first move.
evolution-core-ipd-does-tit-for-2-tats = Cooperates unless the opponent defected on both of its last two moves.
evolution-core-ipd-does-two-tits-for-tat = Cooperates unless the opponent defected on either of its last two moves, so each defection is answered twice.
evolution-core-ipd-does-hard-tit-for-tat = Cooperates unless the opponent defected in any of its last three moves.
evolution-core-ipd-does-forgiving-tit-for-tat = Cooperates while the opponent has defected at most 10% of the time, else copies the opponent's last move.
evolution-core-ipd-does-gtft = Generous Tit For Tat: cooperates after a cooperation, and after a defection still cooperates with probability min(1 − (T − R)/(R − S), (R − P)/(T − P)) (⅓ with 3, 0, 5, 1).
evolution-core-ipd-does-bully = Defects first, then does the opposite of the opponent's last move.
evolution-core-ipd-does-grudger = Cooperates until the opponent defects once, then defects forever.
evolution-core-ipd-does-win-stay-lose-shift = Cooperates first, then repeats its move after R or T and switches after S or P.
evolution-core-ipd-does-alternator = Cooperates first, then alternates defection and cooperation.
evolution-core-ipd-does-cycler-ccd = Plays C, C, D over and over.
evolution-core-ipd-does-random = Cooperates or defects with probability ½ each, every move.
evolution-core-ipd-does-prober = Plays D, C, C; defects forever if the opponent cooperated on its 2nd and 3rd moves, else plays Tit For Tat.
evolution-core-ipd-does-handshake = Plays C, D; cooperates forever if the opponent opened C, D too, else defects forever.
evolution-core-ipd-does-gradual = After an opponent's defection, defects as many times as the opponent has defected in all, then cooperates twice.
evolution-core-ipd-does-soft-go-by-majority = Cooperates while the opponent has cooperated at least as often as it defected.
evolution-core-ipd-does-adaptive = Plays C six times and D five times, then whichever move has earned it more in total.
evolution-core-ipd-does-grumpy = Turns grumpy (defects) when the opponent's defections exceed its cooperations by more than 10, and nice again when they fall 10 below.
evolution-core-ipd-does-backstabber = Cooperates until the opponent's fourth defection, then defects; always defects on the last two turns.
evolution-core-ipd-does-first-by-davis = Cooperates for 10 moves, then defects forever once the opponent has defected.
evolution-core-ipd-does-first-by-joss = After a cooperation cooperates with probability 0.9; after a defection defects.
evolution-core-ipd-does-first-by-feld = Defects after a defection; after a cooperation cooperates with a probability falling from 1 to ½ over 200 moves.
evolution-core-ipd-does-first-by-stein-and-rapoport = Cooperates 4 times, then plays Tit For Tat but defects while a χ² test every 15 moves finds the opponent random; defects on the last two turns.
evolution-core-ipd-does-first-by-tideman-and-chieruzzi = Answers each run of defections with one more defection than the last, gives a fresh start to an opponent 10 points behind; defects on the last two turns.
evolution-core-ipd-does-second-by-tester = Defects first and then alternates to exploit a cooperator; after the opponent's first defection cooperates once and plays Tit For Tat.
evolution-core-ipd-does-calculator = Plays First by Joss for 20 moves; then defects forever if the opponent's moves so far repeat a cycle, else plays Tit For Tat.

## The iterated prisoner's dilemma: core text (a person's rule table as typed)

evolution-core-ipd-rule-expected-first = expected first=… after ';'
evolution-core-ipd-rule-unknown-option = unknown option { $option } (the only option is first=…)
evolution-core-ipd-rule-first-twice = first=… is given twice
evolution-core-ipd-rule-expected-probability = expected a probability
evolution-core-ipd-rule-not-a-probability = { $text } is not a probability in [0, 1]
evolution-core-ipd-rule-four-probabilities = expected four probabilities (after CC, CD, DC, DD) separated by commas, got { $n }
evolution-core-ipd-rule-not-a-move = { $char } is not a move (C or D)
evolution-core-ipd-rule-table-size = a table has 4, 16 or 64 moves (memory of 1, 2 or 3 rounds), not { $n }
evolution-core-ipd-rule-first-moves = a table of { $n } moves needs { $depth } first moves, not { $found }
