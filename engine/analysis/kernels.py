"""The compiled inner loops of the analysis (numba, ``cache=True``).

Cards are ints 0..51 (rank × 4 + suit), hand values dense ints (see ``tables``). Amounts are
kept in integers throughout: a raise's result over ``total`` dealer hands is the integer
``net`` (in antes), so every comparison of options is exact. Nothing here knows a variant:
the callers pass its pay table as ``win_net[category]`` (ante + raise paid: 1 + 2 × odds),
its fee and whether a fold is allowed after a switch.
"""

from __future__ import annotations

import numpy as np
from numba import njit, prange

from engine.analysis.tables import FLUSH_OFFSET

# Events of a round, the order of a return table's rows (a win's index is its category).
WIN_ROWS = 11
NOT_QUALIFIED = 11
PUSH = 12
DEALER_WINS = 13
FOLD = 14
EVENTS = 15

HIDDEN = 4
ALL_HIDDEN = 163_185  # C(46, 4): dealer hands beside five known player cards and the up card
ALL_HIDDEN_SWITCHED = 148_995  # C(45, 4): the same when a discarded card is known too
UNKNOWN = 46  # cards the player does not see: 52 - 5 - the up card
REPLACEMENTS = 42  # cards left for a one-card switch once both hands are dealt

_SUIT_PERMUTATIONS = np.array(
    [[0, 1, 2, 3], [0, 1, 3, 2], [0, 2, 1, 3], [0, 2, 3, 1], [0, 3, 1, 2], [0, 3, 2, 1]],
    dtype=np.int64,
)


@njit(cache=True, inline="always")
def dense5(c0, c1, c2, c3, c4, weights, key_rank):
    """The dense value of five distinct cards."""
    key = weights[c0] + weights[c1] + weights[c2] + weights[c3] + weights[c4]
    suit = c0 & 3
    if (c1 & 3) == suit and (c2 & 3) == suit and (c3 & 3) == suit and (c4 & 3) == suit:
        key += FLUSH_OFFSET
    return key_rank[key]


@njit(cache=True, inline="always")
def raise_net(total, not_qualified, below, upto, value, qualifying, categories, win_net):
    """The player's result of raising, in antes summed over ``total`` dealer hands, of which
    ``not_qualified`` do not qualify, ``below`` are worth less than ``value``, ``upto`` no
    more than it. Returns (net, wins, ties, losses)."""
    if value < qualifying:
        wins = 0
        ties = 0
        losses = total - not_qualified
    else:
        wins = below - not_qualified
        ties = upto - below
        losses = total - upto
    return not_qualified + wins * win_net[categories[value]] - 3 * losses, wins, ties, losses


@njit(cache=True)
def canonical_hands():
    """Every five-card hand that is the smallest (as a 52-bit mask) of its class under the
    permutations of diamonds, hearts and spades, and the size of its class."""
    perms = _SUIT_PERMUTATIONS
    # Classes of size 6 dominate: a little over 2,598,960 / 6 of them (484,731).
    hands = np.empty((2_598_960 // 4, 5), dtype=np.int64)
    sizes = np.empty(2_598_960 // 4, dtype=np.int64)
    found = 0
    one = np.int64(1)
    for a in range(52):
        for b in range(a + 1, 52):
            for c in range(b + 1, 52):
                for d in range(c + 1, 52):
                    for e in range(d + 1, 52):
                        mask = (one << a) | (one << b) | (one << c) | (one << d) | (one << e)
                        smallest = True
                        same = 0
                        for p in range(6):
                            m = np.int64(0)
                            for card in (a, b, c, d, e):
                                m |= one << ((card >> 2) * 4 + perms[p, card & 3])
                            if m < mask:
                                smallest = False
                                break
                            if m == mask:
                                same += 1
                        if smallest:
                            hands[found, 0] = a
                            hands[found, 1] = b
                            hands[found, 2] = c
                            hands[found, 3] = d
                            hands[found, 4] = e
                            sizes[found] = 6 // same
                            found += 1
    return hands[:found].copy(), sizes[:found].copy()


# ---------------------------------------------------------------------------------------
# Whole-game tables: one up card (a club), every canonical player hand.


@njit(parallel=True, cache=True)
def pattern_cumulative(class_counts, up_rank, ranks, mults, binomial):
    """``cum[c, j]``: dealer hands (four hidden cards) whose rank pattern comes before
    pattern ``j`` in value order, beside dead cards of rank class ``c``."""
    classes = class_counts.shape[0]
    patterns = ranks.shape[0]
    cum = np.empty((classes, patterns + 1), dtype=np.int32)
    for c in prange(classes):
        run = 0
        cum[c, 0] = 0
        for j in range(patterns):
            product = 1
            for t in range(4):
                mult = mults[j, t]
                if mult == 0:
                    break
                rank = ranks[j, t]
                left = 4 - class_counts[c, rank] - (1 if rank == up_rank else 0)
                if left < mult:
                    product = 0
                    break
                product *= binomial[left, mult]
            run += product
            cum[c, j + 1] = run
    return cum


@njit(parallel=True, cache=True)
def flush_correction(dead_masks, flush_masks, flush_values, value_count):
    """``fix[i, x]``: among the dealer's flushes avoiding the dead club ranks
    ``dead_masks[i]``, how many are worth less than ``x`` as flushes, less how many would be
    as non-flushes (the rank-pattern counts value every hand as a non-flush)."""
    rows = dead_masks.shape[0]
    fix = np.empty((rows, value_count + 1), dtype=np.int16)
    for i in prange(rows):
        delta = np.zeros(value_count + 1, dtype=np.int64)
        for f in range(flush_masks.shape[0]):
            if flush_masks[f] & dead_masks[i] == 0:
                delta[flush_values[f, 0] + 1] -= 1
                delta[flush_values[f, 1] + 1] += 1
        run = 0
        for x in range(value_count + 1):
            run += delta[x]
            fix[i, x] = run
    return fix


@njit(cache=True)
def table_hand(
    hand,
    up,
    rank_class,
    weights,
    key_rank,
    categories,
    qualifying,
    add_rank,
    cum,
    below,
    fix,
    mask_row,
    win_plain,
    win_switched,
    switching,
    scale,
    fee_scaled,
    fold_after,
    multiplier,
    values,
    events,
):
    """One player hand against one up card: each option's value and its events.

    ``values[0]`` is standing pat (raise or fold, the better), ``values[1 + i]`` switching
    the hand's card ``i`` (then the better of raise and fold for each replacement, or raise
    where a fold is not allowed), all in units of 1 / (scale × 46 × C(45, 4)) ante, so that
    both denominators and a fee of ``fee_scaled / scale`` antes compare exactly.
    ``events[o, e]`` counts option ``o``'s rounds of event ``e`` as a return table counts
    them: each (dealer hand, replacement card) once, standing pat times ``multiplier``.
    """
    club_mask = 0
    for card in hand:
        if card & 3 == 0:
            club_mask |= 1 << (card >> 2)
    events[:, :] = 0

    value = dense5(hand[0], hand[1], hand[2], hand[3], hand[4], weights, key_rank)
    row = fix[mask_row[club_mask]]
    nq = cum[rank_class, below[qualifying]] + row[qualifying]
    lo = cum[rank_class, below[value]] + row[value]
    hi = cum[rank_class, below[value + 1]] + row[value + 1]
    net, wins, ties, losses = raise_net(
        ALL_HIDDEN, nq, lo, hi, value, qualifying, categories, win_plain
    )
    if net >= -ALL_HIDDEN:
        events[0, categories[value]] += wins * multiplier
        events[0, NOT_QUALIFIED] += nq * multiplier
        events[0, PUSH] += ties * multiplier
        events[0, DEALER_WINS] += losses * multiplier
        values[0] = scale * REPLACEMENTS * net
    else:
        events[0, FOLD] += ALL_HIDDEN * multiplier
        values[0] = -scale * REPLACEMENTS * ALL_HIDDEN
    if not switching:
        return

    for drop in range(5):
        rest_key = 0
        suit = -1
        for i in range(5):
            if i != drop:
                rest_key += weights[hand[i]]
                if suit == -1:
                    suit = hand[i] & 3
                elif suit != hand[i] & 3:
                    suit = -2
        total = 0
        for card in range(52):
            if card == up or card == hand[0] or card == hand[1] or card == hand[2]:
                continue
            if card == hand[3] or card == hand[4]:
                continue
            key = rest_key + weights[card]
            if card & 3 == suit:
                key += FLUSH_OFFSET
            value = key_rank[key]
            dead_class = add_rank[rank_class, card >> 2]
            dead_mask = club_mask | (1 << (card >> 2)) if card & 3 == 0 else club_mask
            row = fix[mask_row[dead_mask]]
            nq = cum[dead_class, below[qualifying]] + row[qualifying]
            lo = cum[dead_class, below[value]] + row[value]
            hi = cum[dead_class, below[value + 1]] + row[value + 1]
            net, wins, ties, losses = raise_net(
                ALL_HIDDEN_SWITCHED, nq, lo, hi, value, qualifying, categories, win_switched
            )
            if fold_after and net < -ALL_HIDDEN_SWITCHED:
                total -= ALL_HIDDEN_SWITCHED
                events[1 + drop, FOLD] += ALL_HIDDEN_SWITCHED
            else:
                total += net
                events[1 + drop, categories[value]] += wins
                events[1 + drop, NOT_QUALIFIED] += nq
                events[1 + drop, PUSH] += ties
                events[1 + drop, DEALER_WINS] += losses
        values[1 + drop] = scale * total - fee_scaled * UNKNOWN * ALL_HIDDEN_SWITCHED


@njit(parallel=True, cache=True)
def table_counts(
    hands,
    sizes,
    rank_classes,
    up,
    weights,
    key_rank,
    categories,
    qualifying,
    add_rank,
    cum,
    below,
    fix,
    mask_row,
    win_plain,
    win_switched,
    switching,
    scale,
    fee_scaled,
    fold_after,
    multiplier,
    chunks,
):
    """Each event's combinations over every canonical hand against the club ``up``, each
    hand playing its best option; columns 0..14 stand pat, 15..29 switch one card. Hands
    holding the up card are skipped; the counts are for one up card (multiply by four)."""
    n = hands.shape[0]
    step = (n + chunks - 1) // chunks
    found = np.zeros((chunks, 2 * EVENTS), dtype=np.int64)
    for chunk in prange(chunks):
        values = np.empty(6, dtype=np.int64)
        events = np.empty((6, EVENTS), dtype=np.int64)
        for i in range(chunk * step, min(n, (chunk + 1) * step)):
            hand = hands[i]
            if hand[0] == up or hand[1] == up or hand[2] == up or hand[3] == up or hand[4] == up:
                continue
            table_hand(
                hand,
                up,
                rank_classes[i],
                weights,
                key_rank,
                categories,
                qualifying,
                add_rank,
                cum,
                below,
                fix,
                mask_row,
                win_plain,
                win_switched,
                switching,
                scale,
                fee_scaled,
                fold_after,
                multiplier,
                values,
                events,
            )
            best = 0
            if switching:
                for option in range(1, 6):
                    if values[option] > values[best]:
                        best = option
            offset = 0 if best == 0 else EVENTS
            for e in range(EVENTS):
                found[chunk, offset + e] += sizes[i] * events[best, e]
    return found.sum(axis=0)


# ---------------------------------------------------------------------------------------
# One hand: every switch of every size, against the dealer hands the player cannot see.


@njit(cache=True)
def hand_tables(hand, up, weights, key_rank, value_count, with_pairs):
    """Every dealer hand the player cannot rule out, counted by value.

    The values are first squeezed onto the ones these dealer hands take (about 2,300 of
    7,462): ``axis[x]`` is how many of them lie below value ``x``. Then ``every[axis[x]]``
    is the number of dealer hands below ``x``, ``single[i, axis[x]]`` of those holding
    unknown card ``i``, ``pair[pair_index[i, j], axis[x]]`` of those holding ``i`` and ``j``.
    """
    unknown = np.empty(UNKNOWN, dtype=np.int64)
    n = 0
    for card in range(52):
        seen = card == up
        for held in hand:
            seen = seen or card == held
        if not seen:
            unknown[n] = card
            n += 1
    pair_index = np.full((UNKNOWN, UNKNOWN), -1, dtype=np.int64)
    p = 0
    for i in range(UNKNOWN):
        for j in range(i + 1, UNKNOWN):
            pair_index[i, j] = p
            pair_index[j, i] = p
            p += 1
    values = np.empty(ALL_HIDDEN, dtype=np.int64)
    axis = np.zeros(value_count + 1, dtype=np.int64)
    n = 0
    for i in range(UNKNOWN):
        for j in range(i + 1, UNKNOWN):
            for k in range(j + 1, UNKNOWN):
                for m in range(k + 1, UNKNOWN):
                    v = dense5(
                        up, unknown[i], unknown[j], unknown[k], unknown[m], weights, key_rank
                    )
                    values[n] = v
                    axis[v + 1] = 1
                    n += 1
    for x in range(1, value_count + 1):
        axis[x] += axis[x - 1]
    width = axis[value_count] + 1
    every = np.zeros(width, dtype=np.int64)
    single = np.zeros((UNKNOWN, width), dtype=np.int32)
    pair = np.zeros((p if with_pairs else 1, width), dtype=np.int16)
    n = 0
    for i in range(UNKNOWN):
        for j in range(i + 1, UNKNOWN):
            for k in range(j + 1, UNKNOWN):
                for m in range(k + 1, UNKNOWN):
                    x = axis[values[n]] + 1
                    n += 1
                    every[x] += 1
                    single[i, x] += 1
                    single[j, x] += 1
                    single[k, x] += 1
                    single[m, x] += 1
                    if with_pairs:
                        pair[pair_index[i, j], x] += 1
                        pair[pair_index[i, k], x] += 1
                        pair[pair_index[i, m], x] += 1
                        pair[pair_index[j, k], x] += 1
                        pair[pair_index[j, m], x] += 1
                        pair[pair_index[k, m], x] += 1
    for x in range(1, width):
        every[x] += every[x - 1]
    for i in range(UNKNOWN):
        for x in range(1, width):
            single[i, x] += single[i, x - 1]
    if with_pairs:
        for i in range(p):
            for x in range(1, width):
                pair[i, x] += pair[i, x - 1]
    return unknown, pair_index, axis, every, single, pair


@njit(cache=True)
def dealer_counts(
    drawn,
    k,
    targets,
    count,
    qualifying,
    up,
    unknown,
    pair_index,
    axis,
    every,
    single,
    pair,
    weights,
    key_rank,
    below,
    upto,
):
    """Dealer hands avoiding the unknown cards ``drawn[:k]`` (the replacements): by
    inclusion–exclusion over the subsets of them that a dealer hand would hold. Fills
    ``below[t]`` / ``upto[t]`` with those worth less than / at most ``targets[t]``; returns
    how many do not qualify."""
    lo = np.empty(count, dtype=np.int64)
    hi = np.empty(count, dtype=np.int64)
    for t in range(count):
        lo[t] = axis[targets[t]]
        hi[t] = axis[targets[t] + 1]
    q_at = axis[qualifying]
    nq = every[q_at]
    for t in range(count):
        below[t] = every[lo[t]]
        upto[t] = every[hi[t]]
    for a in range(k):
        i = drawn[a]
        nq -= single[i, q_at]
        for t in range(count):
            below[t] -= single[i, lo[t]]
            upto[t] -= single[i, hi[t]]
    for a in range(k):
        for b in range(a + 1, k):
            q = pair_index[drawn[a], drawn[b]]
            nq += pair[q, q_at]
            for t in range(count):
                below[t] += pair[q, lo[t]]
                upto[t] += pair[q, hi[t]]
    for a in range(k):
        for b in range(a + 1, k):
            for c in range(b + 1, k):
                i, j, m = drawn[a], drawn[b], drawn[c]
                for x in range(UNKNOWN):
                    if x in (i, j, m):
                        continue
                    v = dense5(
                        up, unknown[i], unknown[j], unknown[m], unknown[x], weights, key_rank
                    )
                    if v < qualifying:
                        nq -= 1
                    for t in range(count):
                        if v < targets[t]:
                            below[t] -= 1
                        if v <= targets[t]:
                            upto[t] -= 1
                for d in range(c + 1, k):
                    v = dense5(
                        up,
                        unknown[i],
                        unknown[j],
                        unknown[m],
                        unknown[drawn[d]],
                        weights,
                        key_rank,
                    )
                    if v < qualifying:
                        nq += 1
                    for t in range(count):
                        if v < targets[t]:
                            below[t] += 1
                        if v <= targets[t]:
                            upto[t] += 1
    return nq


@njit(cache=True)
def _next_combination(index, k, n):
    """Advance ``index[:k]`` to the next k-combination of range(n); False after the last."""
    i = k - 1
    while i >= 0 and index[i] == n - k + i:
        i -= 1
    if i < 0:
        return False
    index[i] += 1
    for j in range(i + 1, k):
        index[j] = index[j - 1] + 1
    return True


@njit(cache=True)
def hand_options(
    hand,
    up,
    weights,
    key_rank,
    categories,
    qualifying,
    win_plain,
    win_switched,
    sizes_allowed,
    sizes_exact,
    fold_after,
    full_forces_raise,
    samples,
    seed,
):
    """Every option of one hand against one up card.

    Returns ``plain`` (raising's net over C(46, 4) dealer hands) and, for each discard set
    ``s`` (a 5-bit mask of hand positions, sizes allowed only): ``sums[s]`` the sum over the
    replacement sets enumerated (or sampled) of the better of raise and fold (a raise where
    the fold is not allowed), each in antes over the C(46 - k, 4) dealer hands; ``sets[s]``
    how many replacement sets; ``raises[s]`` in how many of them the player raises;
    ``squares[s]`` the sum of the squared per-ante values (for a sample's error).
    """
    value_count = key_rank.max() + 1
    largest = 0
    for k in range(1, 6):
        if sizes_allowed[k]:
            largest = k
    unknown, pair_index, axis, every, single, pair = hand_tables(
        hand, up, weights, key_rank, value_count, largest >= 2
    )
    value = dense5(hand[0], hand[1], hand[2], hand[3], hand[4], weights, key_rank)
    targets = np.empty(10, dtype=np.int64)
    below = np.empty(10, dtype=np.int64)
    upto = np.empty(10, dtype=np.int64)
    targets[0] = value
    nq = dealer_counts(
        np.empty(0, dtype=np.int64),
        0,
        targets,
        1,
        qualifying,
        up,
        unknown,
        pair_index,
        axis,
        every,
        single,
        pair,
        weights,
        key_rank,
        below,
        upto,
    )
    plain, _, _, _ = raise_net(
        ALL_HIDDEN, nq, below[0], upto[0], value, qualifying, categories, win_plain
    )

    sums = np.zeros(32, dtype=np.int64)
    sets = np.zeros(32, dtype=np.int64)
    raises = np.zeros(32, dtype=np.int64)
    squares = np.zeros(32, dtype=np.float64)
    np.random.seed(seed)
    drawn = np.empty(5, dtype=np.int64)
    subsets = np.empty(10, dtype=np.int64)
    kept = np.empty((10, 5), dtype=np.int64)
    final = np.empty(5, dtype=np.int64)
    pool = np.arange(UNKNOWN)
    for k in range(1, 6):
        if not sizes_allowed[k]:
            continue
        count = 0
        for s in range(1, 32):
            bits = 0
            for i in range(5):
                bits += (s >> i) & 1
            if bits == k:
                subsets[count] = s
                n = 0
                for i in range(5):
                    if not (s >> i) & 1:
                        kept[count, n] = hand[i]
                        n += 1
                count += 1
        total = 1
        for i in range(HIDDEN):
            total = total * (UNKNOWN - k - i) // (i + 1)
        forced = (not fold_after) or (k == 5 and full_forces_raise)
        exact = sizes_exact[k]
        for i in range(k):
            drawn[i] = i
        more = True
        draws = 0
        while more:
            if not exact:
                # A uniform k-subset of the unknown cards: a partial Fisher-Yates shuffle.
                for i in range(k):
                    j = i + np.random.randint(UNKNOWN - i)
                    pool[i], pool[j] = pool[j], pool[i]
                for i in range(k):
                    drawn[i] = pool[i]
                drawn[:k].sort()
            for t in range(count):
                for i in range(5 - k):
                    final[i] = kept[t, i]
                for i in range(k):
                    final[5 - k + i] = unknown[drawn[i]]
                targets[t] = dense5(
                    final[0], final[1], final[2], final[3], final[4], weights, key_rank
                )
            nq = dealer_counts(
                drawn,
                k,
                targets,
                count,
                qualifying,
                up,
                unknown,
                pair_index,
                axis,
                every,
                single,
                pair,
                weights,
                key_rank,
                below,
                upto,
            )
            for t in range(count):
                net = raise_net(
                    total, nq, below[t], upto[t], targets[t], qualifying, categories, win_switched
                )[0]
                s = subsets[t]
                if forced or net >= -total:
                    raises[s] += 1
                else:
                    net = -total
                sums[s] += net
                sets[s] += 1
                squares[s] += (net / total) ** 2
            draws += 1
            more = _next_combination(drawn, k, UNKNOWN) if exact else draws < samples
    return plain, sums, sets, raises, squares


# -- seven-card hands (engine.analysis.seven) ------------------------------------------------
# Category indexes as engine.hands.Category numbers them; Ace-King is a high-card hand here.
_HIGH_CARD, _PAIR, _TWO_PAIR, _TRIPS, _STRAIGHT, _FLUSH = 0, 2, 3, 4, 5, 6
_FULL_HOUSE, _QUADS, _STRAIGHT_FLUSH, _ROYAL_FLUSH = 7, 8, 9, 10
_WHEEL_MASK = (1 << 12) | 0b1111
_ROYAL_BIT = 1 << 8  # a run of five whose lowest rank is the ten


@njit(cache=True, inline="always")
def _runs(mask):
    """The lowest ranks of every run of five ranks in a 13-bit rank mask (0: none), the
    wheel as bit 13."""
    runs = mask & (mask >> 1) & (mask >> 2) & (mask >> 3) & (mask >> 4)
    if (mask & _WHEEL_MASK) == _WHEEL_MASK:
        runs |= 1 << 13
    return runs


@njit(cache=True)
def seven_category(rank_counts, suit_counts, suit_masks):
    """The Hold'em category of seven cards given as their rank counts (13), suit counts (4)
    and the rank mask of each suit (4)."""
    for suit in range(4):
        if suit_counts[suit] >= 5:
            runs = _runs(suit_masks[suit])
            if runs & _ROYAL_BIT:
                return _ROYAL_FLUSH
            if runs:
                return _STRAIGHT_FLUSH
            return _FLUSH  # five of a suit leave too few cards for four of a kind or a full house
    quads = 0
    trips = 0
    pairs = 0
    mask = 0
    for rank in range(13):
        count = rank_counts[rank]
        if count:
            mask |= 1 << rank
        if count == 4:
            quads += 1
        elif count == 3:
            trips += 1
        elif count == 2:
            pairs += 1
    if quads:
        return _QUADS
    if trips >= 2 or (trips and pairs):
        return _FULL_HOUSE
    if _runs(mask):
        return _STRAIGHT
    if trips:
        return _TRIPS
    if pairs >= 2:
        return _TWO_PAIR
    if pairs:
        return _PAIR
    return _HIGH_CARD


@njit(cache=True, inline="always")
def _add(card, step, rank_counts, suit_counts, suit_masks):
    rank = card >> 2
    suit = card & 3
    rank_counts[rank] += step
    suit_counts[suit] += step
    suit_masks[suit] ^= 1 << rank


@njit(parallel=True, cache=True)
def seven_card_categories():
    """How many of the C(52, 7) = 133,784,560 seven-card hands fall in each category (11
    counts, by ``engine.hands.Category``), every hand dealt once: the first card's loop runs
    in parallel, the six inside it add and take back one card each."""
    found = np.zeros((52, 11), dtype=np.int64)
    for a in prange(52):
        ranks = np.zeros(13, dtype=np.int64)
        suits = np.zeros(4, dtype=np.int64)
        masks = np.zeros(4, dtype=np.int64)
        _add(a, 1, ranks, suits, masks)
        for b in range(a + 1, 52):
            _add(b, 1, ranks, suits, masks)
            for c in range(b + 1, 52):
                _add(c, 1, ranks, suits, masks)
                for d in range(c + 1, 52):
                    _add(d, 1, ranks, suits, masks)
                    for e in range(d + 1, 52):
                        _add(e, 1, ranks, suits, masks)
                        for f in range(e + 1, 52):
                            _add(f, 1, ranks, suits, masks)
                            for g in range(f + 1, 52):
                                _add(g, 1, ranks, suits, masks)
                                found[a, seven_category(ranks, suits, masks)] += 1
                                _add(g, -1, ranks, suits, masks)
                            _add(f, -1, ranks, suits, masks)
                        _add(e, -1, ranks, suits, masks)
                    _add(d, -1, ranks, suits, masks)
                _add(c, -1, ranks, suits, masks)
            _add(b, -1, ranks, suits, masks)
    return found.sum(axis=0)
