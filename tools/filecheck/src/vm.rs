//! Compiles [`ere::Node`](crate::ere::Node) trees to a small instruction
//! program and runs it with POSIX leftmost-longest semantics.
//!
//! The overall match is found with a Pike VM (linear time, no captures);
//! the groups of that match are then filled in by a bounded backtracker
//! pinned to the same span. Programs with backreferences cannot use the
//! Pike VM and are run by an exhaustive backtracker with a step budget.

use crate::ere::{ByteSet, Look, Node};
use std::collections::HashSet;

#[derive(Clone, Debug)]
enum Inst {
    Byte(u8),
    Set(Box<ByteSet>),
    Any,
    Look(Look),
    Split(usize, usize),
    Jmp(usize),
    Save(usize),
    Backref(usize),
    Match,
}

/// Upper bound on program size, so that nested counted repetitions such as
/// `(a{255}){255}` fail cleanly instead of exhausting memory.
const MAX_INSTS: usize = 2_000_000;

/// Step budget for the backreference backtracker.
const BACKREF_BUDGET: usize = 5_000_000;

/// A compiled regular expression.
#[derive(Clone, Debug)]
pub struct Program {
    insts: Vec<Inst>,
    /// Number of capture slots (two per group, group 0 included).
    slots: usize,
    has_backref: bool,
}

/// A successful match: `groups[i]` is the span of group `i` (0 = whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Captures {
    /// Spans of the groups; `None` when a group did not participate.
    pub groups: Vec<Option<(usize, usize)>>,
}

impl Program {
    /// Compiles `node`, whose groups are numbered `1..=groups`. Returns
    /// `None` if the program would be unreasonably large.
    pub fn compile(node: &Node, groups: usize) -> Option<Program> {
        let mut c = Compiler { insts: Vec::new() };
        c.push(Inst::Save(0))?;
        c.node(node)?;
        c.push(Inst::Save(1))?;
        c.push(Inst::Match)?;
        Some(Program {
            insts: c.insts,
            slots: 2 * (groups + 1),
            has_backref: node.has_backref(),
        })
    }

    /// Finds the leftmost-longest match in `hay` (which is the whole search
    /// range: `^` and `$` hold at its ends).
    pub fn find(&self, hay: &[u8]) -> Option<Captures> {
        if self.has_backref {
            return self.find_with_backrefs(hay);
        }
        let (s, e) = self.pike(hay)?;
        let mut slots = vec![None; self.slots];
        let mut visited = HashSet::new();
        if self.pinned(hay, 0, s, e, &mut slots, &mut visited) {
            Some(self.to_captures(&slots))
        } else {
            // Cannot happen (the VM proved a path exists); report the span.
            let mut groups = vec![None; self.slots / 2];
            groups[0] = Some((s, e));
            Some(Captures { groups })
        }
    }

    fn to_captures(&self, slots: &[Option<usize>]) -> Captures {
        let groups = slots
            .chunks(2)
            .map(|c| match (c[0], c.get(1).copied().flatten()) {
                (Some(a), Some(b)) if a <= b => Some((a, b)),
                _ => None,
            })
            .collect();
        Captures { groups }
    }

    /// Pike VM: the earliest start, and for it the latest end.
    fn pike(&self, hay: &[u8]) -> Option<(usize, usize)> {
        let n = self.insts.len();
        let mut clist: Vec<(usize, usize)> = Vec::new();
        let mut nlist: Vec<(usize, usize)> = Vec::new();
        let mut on_list = vec![usize::MAX; n];
        let mut best: Option<(usize, usize)> = None;
        let mut stack = Vec::new();
        let mut gen = 0usize;
        for pos in 0..=hay.len() {
            gen += 1;
            // Threads carried over from the previous byte.
            let mut cur = std::mem::take(&mut clist);
            if best.is_none() {
                cur.push((0, pos));
            }
            // Epsilon closure, preserving priority order (earliest start first).
            let mut closed: Vec<(usize, usize)> = Vec::new();
            for (pc, start) in cur {
                if let Some((bs, _)) = best {
                    if start > bs {
                        continue;
                    }
                }
                stack.push(pc);
                while let Some(pc) = stack.pop() {
                    if on_list[pc] == gen {
                        continue;
                    }
                    on_list[pc] = gen;
                    match &self.insts[pc] {
                        Inst::Jmp(t) => stack.push(*t),
                        Inst::Split(a, b) => {
                            stack.push(*b);
                            stack.push(*a);
                        }
                        Inst::Save(_) => stack.push(pc + 1),
                        Inst::Look(l) => {
                            if look_holds(*l, hay, pos) {
                                stack.push(pc + 1);
                            }
                        }
                        Inst::Match => match best {
                            Some((bs, be)) if bs < start || (bs == start && be >= pos) => {}
                            _ => best = Some((start, pos)),
                        },
                        Inst::Backref(_) => {}
                        _ => closed.push((pc, start)),
                    }
                }
            }
            if pos == hay.len() {
                break;
            }
            let b = hay[pos];
            nlist.clear();
            for &(pc, start) in &closed {
                if let Some((bs, _)) = best {
                    if start > bs {
                        continue;
                    }
                }
                let ok = match &self.insts[pc] {
                    Inst::Byte(c) => *c == b,
                    Inst::Set(s) => s.contains(b),
                    Inst::Any => b != b'\n',
                    _ => false,
                };
                if ok {
                    nlist.push((pc + 1, start));
                }
            }
            std::mem::swap(&mut clist, &mut nlist);
            if clist.is_empty() && best.is_some() {
                break;
            }
        }
        best
    }

    /// Backtracks from `pc` at `pos`, succeeding only on a path that
    /// started at `start` and ends exactly at `end`; the first such path in
    /// priority order sets the slots. `visited` prunes repeated states,
    /// which is sound because without backreferences the outcome of a
    /// state does not depend on the captures so far.
    fn pinned(
        &self,
        hay: &[u8],
        pc0: usize,
        start: usize,
        end: usize,
        slots: &mut [Option<usize>],
        visited: &mut HashSet<(usize, usize)>,
    ) -> bool {
        // Explicit stack of (pc, pos, slot restore) frames.
        enum Frame {
            Try(usize, usize),
            Restore(usize, Option<usize>),
        }
        let mut stack = vec![Frame::Try(pc0, start)];
        while let Some(f) = stack.pop() {
            let (mut pc, mut pos) = match f {
                Frame::Try(pc, pos) => (pc, pos),
                Frame::Restore(slot, v) => {
                    slots[slot] = v;
                    continue;
                }
            };
            loop {
                if !visited.insert((pc, pos)) {
                    break;
                }
                match &self.insts[pc] {
                    Inst::Byte(c) => {
                        if pos < end && hay[pos] == *c {
                            pc += 1;
                            pos += 1;
                        } else {
                            break;
                        }
                    }
                    Inst::Set(s) => {
                        if pos < end && s.contains(hay[pos]) {
                            pc += 1;
                            pos += 1;
                        } else {
                            break;
                        }
                    }
                    Inst::Any => {
                        if pos < end && hay[pos] != b'\n' {
                            pc += 1;
                            pos += 1;
                        } else {
                            break;
                        }
                    }
                    Inst::Look(l) => {
                        if look_holds(*l, hay, pos) {
                            pc += 1;
                        } else {
                            break;
                        }
                    }
                    Inst::Split(a, b) => {
                        stack.push(Frame::Try(*b, pos));
                        pc = *a;
                    }
                    Inst::Jmp(t) => pc = *t,
                    Inst::Save(s) => {
                        if *s < slots.len() {
                            stack.push(Frame::Restore(*s, slots[*s]));
                            slots[*s] = Some(pos);
                        }
                        pc += 1;
                    }
                    Inst::Backref(_) => break,
                    Inst::Match => {
                        if pos == end {
                            return true;
                        }
                        break;
                    }
                }
            }
        }
        false
    }

    /// Exhaustive backtracking for programs with backreferences: for the
    /// earliest start with any match, the longest end (first path wins ties).
    fn find_with_backrefs(&self, hay: &[u8]) -> Option<Captures> {
        let mut budget = BACKREF_BUDGET;
        for start in 0..=hay.len() {
            let mut best: Option<Vec<Option<usize>>> = None;
            let mut seen: HashSet<(usize, usize, Vec<Option<usize>>)> = HashSet::new();
            let mut stack: Vec<(usize, usize, Vec<Option<usize>>)> =
                vec![(0, start, vec![None; self.slots])];
            while let Some((mut pc, mut pos, mut slots)) = stack.pop() {
                loop {
                    if budget == 0 {
                        break;
                    }
                    budget -= 1;
                    if !seen.insert((pc, pos, slots.clone())) {
                        break;
                    }
                    match &self.insts[pc] {
                        Inst::Byte(c) => {
                            if pos < hay.len() && hay[pos] == *c {
                                pc += 1;
                                pos += 1;
                            } else {
                                break;
                            }
                        }
                        Inst::Set(s) => {
                            if pos < hay.len() && s.contains(hay[pos]) {
                                pc += 1;
                                pos += 1;
                            } else {
                                break;
                            }
                        }
                        Inst::Any => {
                            if pos < hay.len() && hay[pos] != b'\n' {
                                pc += 1;
                                pos += 1;
                            } else {
                                break;
                            }
                        }
                        Inst::Look(l) => {
                            if look_holds(*l, hay, pos) {
                                pc += 1;
                            } else {
                                break;
                            }
                        }
                        Inst::Split(a, b) => {
                            stack.push((*b, pos, slots.clone()));
                            pc = *a;
                        }
                        Inst::Jmp(t) => pc = *t,
                        Inst::Save(s) => {
                            if *s < slots.len() {
                                slots[*s] = Some(pos);
                            }
                            pc += 1;
                        }
                        Inst::Backref(g) => {
                            let span = match (
                                slots.get(2 * g).copied().flatten(),
                                slots.get(2 * g + 1).copied().flatten(),
                            ) {
                                (Some(a), Some(b)) if a <= b => Some((a, b)),
                                _ => None,
                            };
                            // A group that did not participate matches nothing.
                            let Some((a, b)) = span else { break };
                            let len = b - a;
                            if pos + len <= hay.len() && hay[a..b] == hay[pos..pos + len] {
                                pos += len;
                                pc += 1;
                            } else {
                                break;
                            }
                        }
                        Inst::Match => {
                            let better = match &best {
                                None => true,
                                Some(b) => b[1].unwrap_or(0) < pos,
                            };
                            if better {
                                best = Some(slots.clone());
                            }
                            break;
                        }
                    }
                }
            }
            if let Some(slots) = best {
                return Some(self.to_captures(&slots));
            }
            if budget == 0 {
                return None;
            }
        }
        None
    }
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn look_holds(l: Look, hay: &[u8], pos: usize) -> bool {
    match l {
        Look::Bol => pos == 0 || hay[pos - 1] == b'\n',
        Look::Eol => pos == hay.len() || hay[pos] == b'\n',
        Look::WordStart => {
            pos < hay.len() && is_word(hay[pos]) && (pos == 0 || !is_word(hay[pos - 1]))
        }
        Look::WordEnd => {
            pos > 0 && is_word(hay[pos - 1]) && (pos == hay.len() || !is_word(hay[pos]))
        }
    }
}

struct Compiler {
    insts: Vec<Inst>,
}

impl Compiler {
    fn push(&mut self, i: Inst) -> Option<usize> {
        if self.insts.len() >= MAX_INSTS {
            return None;
        }
        self.insts.push(i);
        Some(self.insts.len() - 1)
    }

    fn node(&mut self, n: &Node) -> Option<()> {
        match n {
            Node::Empty => {}
            Node::Byte(b) => {
                self.push(Inst::Byte(*b))?;
            }
            Node::Set(s) => {
                self.push(Inst::Set(s.clone()))?;
            }
            Node::Any => {
                self.push(Inst::Any)?;
            }
            Node::Look(l) => {
                self.push(Inst::Look(*l))?;
            }
            Node::Backref(g) => {
                self.push(Inst::Backref(*g))?;
            }
            Node::Group(inner, idx) => {
                if let Some(i) = idx {
                    self.push(Inst::Save(2 * i))?;
                    self.node(inner)?;
                    self.push(Inst::Save(2 * i + 1))?;
                } else {
                    self.node(inner)?;
                }
            }
            Node::Concat(v) => {
                for x in v {
                    self.node(x)?;
                }
            }
            Node::Alt(v) => {
                let mut jumps = Vec::new();
                for (k, x) in v.iter().enumerate() {
                    if k + 1 < v.len() {
                        let split = self.push(Inst::Split(0, 0))?;
                        self.node(x)?;
                        jumps.push(self.push(Inst::Jmp(0))?);
                        let next = self.insts.len();
                        self.insts[split] = Inst::Split(split + 1, next);
                    } else {
                        self.node(x)?;
                    }
                }
                let end = self.insts.len();
                for j in jumps {
                    self.insts[j] = Inst::Jmp(end);
                }
            }
            Node::Repeat { node, min, max } => {
                for _ in 0..*min {
                    self.node(node)?;
                }
                match max {
                    None => {
                        // x*: L: split(body, out); body; jmp L
                        let split = self.push(Inst::Split(0, 0))?;
                        self.node(node)?;
                        self.push(Inst::Jmp(split))?;
                        let out = self.insts.len();
                        self.insts[split] = Inst::Split(split + 1, out);
                    }
                    Some(mx) => {
                        // Nested optionals: (x(x(x)?)?)?
                        let mut splits = Vec::new();
                        for _ in *min..*mx {
                            splits.push(self.push(Inst::Split(0, 0))?);
                            self.node(node)?;
                        }
                        let out = self.insts.len();
                        for s in splits {
                            self.insts[s] = Inst::Split(s + 1, out);
                        }
                    }
                }
            }
        }
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ere;

    fn find(re: &str, hay: &str) -> Option<(usize, usize)> {
        let p = ere::parse(re.as_bytes(), false).unwrap();
        let prog = Program::compile(&p.node, p.groups).unwrap();
        prog.find(hay.as_bytes()).and_then(|c| c.groups[0])
    }

    #[test]
    fn leftmost_longest() {
        assert_eq!(find("a|ab", "xabc"), Some((1, 3)));
        assert_eq!(find("a?(ab)?", "ab"), Some((0, 2)));
        assert_eq!(find("b+", "abbbc"), Some((1, 4)));
        assert_eq!(find("x*", "abc"), Some((0, 0)));
        assert_eq!(find("(a*)*b", "aaab"), Some((0, 4)));
    }

    #[test]
    fn anchors_at_range_ends() {
        assert_eq!(find("^b", "ab\nb"), Some((3, 4)));
        assert_eq!(find("a$", "a\nb"), Some((0, 1)));
        assert_eq!(find("a.b", "a\nb"), None);
    }

    #[test]
    fn groups_and_backrefs() {
        let p = ere::parse(b"(a+)-\\1", false).unwrap();
        let prog = Program::compile(&p.node, p.groups).unwrap();
        let c = prog.find(b"aa-a aa-aa").unwrap();
        assert_eq!(c.groups[0], Some((1, 4)));
        let p = ere::parse(b"([a-z]+)=([0-9]*)", false).unwrap();
        let prog = Program::compile(&p.node, p.groups).unwrap();
        let c = prog.find(b"  xy=12;").unwrap();
        assert_eq!(c.groups, vec![Some((2, 7)), Some((2, 4)), Some((5, 7))]);
    }

    #[test]
    fn bounded_repeats() {
        assert_eq!(find("a{2,3}", "aaaa"), Some((0, 3)));
        assert_eq!(find("a{2}", "a"), None);
        assert_eq!(find("[[:<:]]ab", "cab ab"), Some((4, 6)));
    }
}
