#!/usr/bin/env python3
"""Random Connect Four positions (7x6) for the solver's test sets, in Pons' notation.

Usage: connect4-positions.py SEED COUNT MIN_MOVES MAX_MOVES

Prints COUNT distinct move strings, one a line. Each is a game of uniformly random legal
moves (Python's random.Random(SEED): randrange over the non-full columns), of a length drawn
uniformly from MIN_MOVES..MAX_MOVES, kept only when no one has connected four (Pons' solver,
like ours, takes only positions where the game is still on). A game that ends early is
discarded and drawn again. The scores are then added by Pons' solver (tests/data/connect4/README.md).
"""
import random
import sys

W, H = 7, 6


def wins(board, col, row, who):
    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
        n = 1
        for s in (1, -1):
            c, r = col + s * dc, row + s * dr
            while 0 <= c < W and 0 <= r < H and board[c][r] == who:
                n += 1
                c, r = c + s * dc, r + s * dr
        if n >= 4:
            return True
    return False


def game(rng, length):
    board = [[0] * H for _ in range(W)]
    heights = [0] * W
    moves = []
    for ply in range(length):
        cols = [c for c in range(W) if heights[c] < H]
        col = cols[rng.randrange(len(cols))]
        row = heights[col]
        who = 1 + ply % 2
        board[col][row] = who
        heights[col] += 1
        moves.append(str(col + 1))
        if wins(board, col, row, who):
            return None
    return "".join(moves)


def main():
    seed, count, lo, hi = (int(a) for a in sys.argv[1:5])
    rng = random.Random(seed)
    seen = set()
    while len(seen) < count:
        g = game(rng, rng.randrange(lo, hi + 1))
        if g is not None and g not in seen:
            seen.add(g)
            print(g)


main()
