//! `--mlir-timing`: a tree of named wall-clock timers (same-named timers
//! under one parent add up, as MLIR's do) and the report in mlir-opt's
//! layout, as a tree or as a flat list.

use std::time::{Duration, Instant};

/// How `--mlir-timing-display` lays the report out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TimingDisplay {
    /// Nested under the pipelines that ran them (the default).
    Tree,
    /// One line per name, longest first.
    List,
}

struct Node {
    name: String,
    total: Duration,
    children: Vec<usize>,
}

/// Timers started and stopped in nested order.
pub struct Timer {
    nodes: Vec<Node>,
    stack: Vec<(usize, Instant)>,
    start: Instant,
}

impl Default for Timer {
    fn default() -> Self {
        Timer::new()
    }
}

impl Timer {
    /// A timer whose total runs from now.
    pub fn new() -> Timer {
        Timer {
            nodes: vec![Node {
                name: "root".into(),
                total: Duration::ZERO,
                children: Vec::new(),
            }],
            stack: Vec::new(),
            start: Instant::now(),
        }
    }

    /// Starts timer `name` inside the innermost running one.
    pub fn push(&mut self, name: &str) {
        let parent = self.stack.last().map_or(0, |&(n, _)| n);
        let existing = self.nodes[parent]
            .children
            .iter()
            .copied()
            .find(|&c| self.nodes[c].name == name);
        let id = existing.unwrap_or_else(|| {
            self.nodes.push(Node {
                name: name.to_string(),
                total: Duration::ZERO,
                children: Vec::new(),
            });
            let id = self.nodes.len() - 1;
            self.nodes[parent].children.push(id);
            id
        });
        self.stack.push((id, Instant::now()));
    }

    /// Stops the innermost running timer.
    pub fn pop(&mut self) {
        if let Some((id, t)) = self.stack.pop() {
            self.nodes[id].total += t.elapsed();
        }
    }

    /// The report, as mlir-opt prints it to stderr.
    pub fn report(&self, display: TimingDisplay) -> String {
        let total = self.start.elapsed();
        let secs = total.as_secs_f64();
        let line = |t: Duration, indent: usize, name: &str| {
            let pct = if secs > 0.0 {
                100.0 * t.as_secs_f64() / secs
            } else {
                0.0
            };
            format!(
                "  {:>8.4} ({:>5.1}%)  {}{name}\n",
                t.as_secs_f64(),
                pct,
                "  ".repeat(indent)
            )
        };
        let rule =
            "===-------------------------------------------------------------------------===\n";
        let mut out = String::new();
        out.push_str(rule);
        out.push_str("                         ... Execution time report ...\n");
        out.push_str(rule);
        out.push_str(&format!("  Total Execution Time: {secs:.4} seconds\n\n"));
        out.push_str("  ----Wall Time----  ----Name----\n");
        let top: Duration = self.nodes[0]
            .children
            .iter()
            .map(|&c| self.nodes[c].total)
            .sum();
        match display {
            TimingDisplay::Tree => {
                let mut stack: Vec<(usize, usize)> = self.nodes[0]
                    .children
                    .iter()
                    .rev()
                    .map(|&c| (c, 0))
                    .collect();
                while let Some((n, depth)) = stack.pop() {
                    out.push_str(&line(self.nodes[n].total, depth, &self.nodes[n].name));
                    stack.extend(self.nodes[n].children.iter().rev().map(|&c| (c, depth + 1)));
                }
            }
            TimingDisplay::List => {
                let mut by_name: Vec<(String, Duration)> = Vec::new();
                for n in &self.nodes[1..] {
                    match by_name.iter_mut().find(|(name, _)| *name == n.name) {
                        Some(e) => e.1 += n.total,
                        None => by_name.push((n.name.clone(), n.total)),
                    }
                }
                by_name.push(("root".into(), total));
                by_name.sort_by(|a, b| b.1.cmp(&a.1));
                for (name, t) in &by_name {
                    out.push_str(&line(*t, 0, name));
                }
            }
        }
        out.push_str(&line(total.saturating_sub(top), 0, "Rest"));
        out.push_str(&line(total, 0, "Total"));
        out
    }
}
