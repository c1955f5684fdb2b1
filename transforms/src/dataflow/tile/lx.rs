//! The LX plan: where each kernel's buffers live in a Spyre core's
//! scratchpad, and which tensors stay there from the kernel that writes
//! them to the kernels that read them, as torch-spyre's scratchpad
//! planner does (docs/tiling.md, "The LX plan").
//!
//! Each buffer is a rectangle: its lifetime (the kernels, in program
//! order, from the first that uses it to the last) by its address range.
//! A kernel's own buffers (one a tensor, two when an input is streamed in
//! double-buffered steps) live for that kernel. A tensor written by one
//! kernel and read only by later kernels may keep one buffer from its
//! writer to its last reader — it is then never stored to or loaded from
//! device memory — when every reader sees the same per-core slice as the
//! writer (torch-spyre's "writer-authoritative" view; a mismatch sends
//! the tensor through device memory; the share is compared as
//! [`super::ShareKey`]: the same roles, division and shape, read as a
//! plain slice), no kernel involved tiles in time,
//! and every kernel in between still fits the usable LX. Candidates are
//! taken by the device traffic they save, largest first; addresses are
//! first fit, rounded to the LX's allocation unit. A buffer that fits
//! nowhere is a spill (decided by `tile`, priced at twice its bytes).

use super::{Need, Planned};
use dialects::hlo::plan::Buffer;
use ir::{Context, Op};
use std::collections::HashMap;
use targets::{Kind, Target};

/// A buffer shared by one or more (kernel, tensor) pairs.
#[derive(Clone, Debug)]
struct Slot {
    members: Vec<(usize, usize)>,
    bytes: u64,
    first: usize,
    last: usize,
}

/// Plans the LX of one function's kernels (in program order) from their
/// tile plans: for each kernel, a buffer a tensor (operands, then
/// results). Empty unless the target is a scratchpad machine whose tiling
/// gives buffers (Spyre).
pub fn plan_function(
    ctx: &Context,
    target: &Target,
    kernels: &[Op],
    planned: &[Option<Planned>],
) -> Vec<Vec<Buffer>> {
    if target.kind != Kind::Spyre {
        return vec![Vec::new(); kernels.len()];
    }
    let plans: Vec<Option<&Planned>> = planned.iter().map(Option::as_ref).collect();
    place(ctx, target, kernels, &plans)
}

fn place(
    ctx: &Context,
    target: &Target,
    kernels: &[Op],
    plans: &[Option<&Planned>],
) -> Vec<Vec<Buffer>> {
    let usable = target.onchip.usable_bytes();
    let align = target.onchip.align.max(1);
    let index: HashMap<Op, usize> = kernels.iter().enumerate().map(|(i, &k)| (k, i)).collect();
    // Every kernel's own buffers, each its own slot.
    let mut slots: Vec<Slot> = Vec::new();
    for (i, p) in plans.iter().enumerate() {
        for (t, b) in p.iter().flat_map(|p| p.needs.iter().enumerate()) {
            if !b.spilled {
                slots.push(Slot {
                    members: vec![(i, t)],
                    bytes: b.bytes.div_ceil(align) * align,
                    first: i,
                    last: i,
                });
            }
        }
    }
    // Tensors that could stay in LX, with the device bytes they save.
    let mut candidates: Vec<(u64, Vec<(usize, usize)>)> = Vec::new();
    for (i, &k) in kernels.iter().enumerate() {
        let Some(p) = &plans[i] else { continue };
        let n_operands = ctx.op(k).operands().count();
        for (r, v) in ctx.op(k).results().iter().enumerate() {
            let t = n_operands + r;
            if !streamable(p, t) {
                continue;
            }
            let mut members = vec![(i, t)];
            let mut ok = true;
            for u in ctx.uses(v) {
                let Some(&j) = index.get(&u.op) else {
                    ok = false; // read by the function's return or a non-kernel
                    break;
                };
                let o = u.index as usize;
                let Some(q) = &plans[j] else {
                    ok = false;
                    break;
                };
                let same = match (q.keys.get(o), p.keys.get(t)) {
                    (Some(Some(a)), Some(Some(b))) => a == b,
                    _ => false,
                };
                // A kernel reading it twice (`x * x`) would hold two
                // buffers at one address: it goes through memory.
                let twice = members.iter().any(|&(m, _)| m == j);
                if j <= i || twice || !streamable(q, o) || !same || q.plan.cores != p.plan.cores {
                    ok = false;
                    break;
                }
                members.push((j, o));
            }
            if ok && members.len() > 1 {
                let saved = super::cost::bytes(ctx, v) * members.len() as u64;
                candidates.push((saved, members));
            }
        }
    }
    candidates.sort_by_key(|c| std::cmp::Reverse(c.0));
    let mut slots = merge_all(slots, &candidates, kernels.len(), usable);
    // Addresses, first fit; a shared buffer that finds no room is split
    // back into its kernels' own buffers and the assignment starts again.
    let offsets = loop {
        match assign(&slots, usable, align) {
            Ok(o) => break o,
            Err(s) => {
                let members = slots.remove(s).members;
                let bytes = |&(i, t): &(usize, usize)| {
                    plans[i]
                        .as_ref()
                        .map_or(0, |p| p.needs[t].bytes)
                        .div_ceil(align)
                        * align
                };
                for m in members {
                    slots.push(Slot {
                        members: vec![m],
                        bytes: bytes(&m),
                        first: m.0,
                        last: m.0,
                    });
                }
            }
        }
    };
    let mut offset: HashMap<(usize, usize), (Option<u64>, Option<(usize, usize)>)> = HashMap::new();
    for (s, off) in slots.iter().zip(offsets) {
        let resident = (s.members.len() > 1).then_some((s.first, s.last));
        for &m in &s.members {
            offset.insert(m, (off, resident));
        }
    }
    plans
        .iter()
        .enumerate()
        .map(|(i, p)| {
            p.iter()
                .flat_map(|p| p.needs.iter().enumerate())
                .map(|(t, need): (usize, &Need)| {
                    let (off, resident) = offset.get(&(i, t)).copied().unwrap_or((None, None));
                    super::placed(need, off, resident)
                })
                .collect()
        })
        .collect()
}

/// Whether tensor `t` of a kernel planned `p` is held whole in LX (not
/// streamed in steps, not spilled), so it could stay there across kernels.
fn streamable(p: &Planned, t: usize) -> bool {
    p.plan.time_steps == 1 && p.needs.get(t).is_some_and(|b| !b.spilled && b.copies == 1)
}

/// Tries each candidate in turn (the most bytes saved first): the slots
/// holding its members merged into one slot living from the first of them
/// to the last, kept when every kernel's live buffers still fit the
/// usable LX. The result is in the order of a list where merged slots
/// leave their places and the merged one is appended (what `assign`'s
/// ties go by). Each try looks only at the kernels the merged slot spans
/// and the slots it merges, so a long program costs no more a candidate
/// than a short one.
fn merge_all(
    initial: Vec<Slot>,
    candidates: &[(u64, Vec<(usize, usize)>)],
    kernels: usize,
    usable: u64,
) -> Vec<Slot> {
    // Slots by creation order (a merged one after every existing one);
    // `None` once merged into another.
    let mut slots: Vec<Option<Slot>> = initial.into_iter().map(Some).collect();
    let mut slot_of: HashMap<(usize, usize), usize> = HashMap::new();
    let mut live = vec![0u64; kernels];
    for (n, s) in slots.iter().enumerate() {
        let s = s.as_ref().expect("every initial slot is live");
        for &m in &s.members {
            slot_of.insert(m, n);
        }
        for l in &mut live[s.first..=s.last] {
            *l += s.bytes;
        }
    }
    // Kernels whose buffers do not fit: a merge is kept only with none.
    let mut over = live.iter().filter(|&&l| l > usable).count();
    for (_, members) in candidates {
        let mut merging: Vec<usize> = members
            .iter()
            .filter_map(|m| slot_of.get(m).copied())
            .collect();
        merging.sort_unstable();
        merging.dedup();
        if merging.is_empty() {
            continue;
        }
        let parts: Vec<&Slot> = merging.iter().filter_map(|&n| slots[n].as_ref()).collect();
        let first = parts.iter().map(|s| s.first).min().unwrap_or(0);
        let last = parts.iter().map(|s| s.last).max().unwrap_or(0);
        let bytes = parts.iter().map(|s| s.bytes).max().unwrap_or(0);
        let after: Vec<u64> = (first..=last)
            .map(|k| {
                let gone: u64 = parts
                    .iter()
                    .filter(|s| s.first <= k && k <= s.last)
                    .map(|s| s.bytes)
                    .sum();
                live[k] - gone + bytes
            })
            .collect();
        let over_in_range = live[first..=last].iter().filter(|&&l| l > usable).count();
        if over - over_in_range > 0 || after.iter().any(|&l| l > usable) {
            continue;
        }
        over -= over_in_range;
        live[first..=last].copy_from_slice(&after);
        let mut merged = Slot {
            members: Vec::new(),
            bytes,
            first,
            last,
        };
        for &n in &merging {
            if let Some(s) = slots[n].take() {
                merged.members.extend(s.members);
            }
        }
        let id = slots.len();
        for &m in &merged.members {
            slot_of.insert(m, id);
        }
        slots.push(Some(merged));
    }
    slots.into_iter().flatten().collect()
}

/// First-fit addresses, slots taken by first kernel then size; on
/// failure, the index of a shared slot that found no room.
fn assign(slots: &[Slot], usable: u64, align: u64) -> Result<Vec<Option<u64>>, usize> {
    let mut order: Vec<usize> = (0..slots.len()).collect();
    order.sort_by_key(|&s| (slots[s].first, std::cmp::Reverse(slots[s].bytes), s));
    let mut offsets: Vec<Option<u64>> = vec![None; slots.len()];
    // The placed slots still live: slots come by first kernel, so one
    // that ended before this one starts overlaps no later slot either.
    let mut placed: Vec<usize> = Vec::new();
    for s in order {
        let me = &slots[s];
        placed.retain(|&o| slots[o].last >= me.first);
        let mut taken: Vec<(u64, u64)> = placed
            .iter()
            .filter_map(|&o| offsets[o].map(|a| (a, a + slots[o].bytes)))
            .collect();
        taken.sort_unstable();
        let mut at = 0u64;
        for (a, b) in taken {
            if at + me.bytes <= a {
                break;
            }
            at = at.max(b.div_ceil(align) * align);
        }
        if at + me.bytes <= usable {
            offsets[s] = Some(at);
            placed.push(s);
        } else if me.members.len() > 1 {
            return Err(s);
        }
    }
    Ok(offsets)
}
