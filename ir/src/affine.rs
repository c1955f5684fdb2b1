//! Affine expressions, maps and integer sets, held as structure (not
//! text) so passes can reason about them. The constructors apply the
//! simplifications MLIR's expression builders apply, so parsed maps print
//! in MLIR's canonical form.

use std::fmt::{self, Write};

/// An affine expression over dimensions `d<i>` and symbols `s<i>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    /// `d<i>`.
    Dim(u32),
    /// `s<i>`.
    Symbol(u32),
    /// An integer constant.
    Const(i64),
    /// A binary operation.
    Bin(AffineOp, Box<AffineExpr>, Box<AffineExpr>),
}

/// The binary operators of affine expressions.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineOp {
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

impl AffineExpr {
    fn as_const(&self) -> Option<i64> {
        match self {
            AffineExpr::Const(c) => Some(*c),
            _ => None,
        }
    }
    fn is_symbolic_or_const(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Symbol(_) | AffineExpr::Const(_) => true,
            AffineExpr::Bin(_, l, r) => l.is_symbolic_or_const() && r.is_symbolic_or_const(),
        }
    }

    /// `lhs + rhs`, simplified as MLIR does.
    pub fn add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
            if let Some(v) = a.checked_add(b) {
                return AffineExpr::Const(v);
            }
        }
        // Constants, then symbolic terms, go to the right.
        if lhs.as_const().is_some() || (lhs.is_symbolic_or_const() && !rhs.is_symbolic_or_const()) {
            return AffineExpr::add(rhs, lhs);
        }
        if rhs.as_const() == Some(0) {
            return lhs;
        }
        if let (AffineExpr::Bin(AffineOp::Add, ll, lr), Some(c)) = (&lhs, rhs.as_const()) {
            if let Some(c0) = lr.as_const() {
                if let Some(v) = c0.checked_add(c) {
                    return AffineExpr::add((**ll).clone(), AffineExpr::Const(v));
                }
            }
        }
        if let AffineExpr::Bin(AffineOp::Add, ll, lr) = &lhs {
            if lr.as_const().is_some() && rhs.as_const().is_none() {
                return AffineExpr::add(AffineExpr::add((**ll).clone(), rhs), (**lr).clone());
            }
        }
        AffineExpr::Bin(AffineOp::Add, Box::new(lhs), Box::new(rhs))
    }

    /// `lhs * rhs`, simplified as MLIR does.
    pub fn mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
            if let Some(v) = a.checked_mul(b) {
                return AffineExpr::Const(v);
            }
        }
        if lhs.is_symbolic_or_const() && !rhs.is_symbolic_or_const() || lhs.as_const().is_some() {
            return AffineExpr::mul(rhs, lhs);
        }
        if let Some(c) = rhs.as_const() {
            if c == 1 {
                return lhs;
            }
            if c == 0 {
                return AffineExpr::Const(0);
            }
            if let AffineExpr::Bin(AffineOp::Mul, ll, lr) = &lhs {
                if let Some(c0) = lr.as_const() {
                    if let Some(v) = c0.checked_mul(c) {
                        return AffineExpr::mul((**ll).clone(), AffineExpr::Const(v));
                    }
                }
            }
        }
        AffineExpr::Bin(AffineOp::Mul, Box::new(lhs), Box::new(rhs))
    }

    /// `lhs op rhs` for `floordiv`, `ceildiv`, `mod`, folding constants.
    pub fn div_like(op: AffineOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
            if b != 0 {
                let v = match op {
                    AffineOp::FloorDiv => a.checked_div(b).map(|_| floor_div(a, b)),
                    AffineOp::CeilDiv => a.checked_div(b).map(|_| -floor_div(-a, b)),
                    AffineOp::Mod if b > 0 => Some(a.rem_euclid(b)),
                    _ => None,
                };
                if let Some(v) = v {
                    return AffineExpr::Const(v);
                }
            }
        }
        if rhs.as_const() == Some(1) {
            return match op {
                AffineOp::Mod => AffineExpr::Const(0),
                _ => lhs,
            };
        }
        AffineExpr::Bin(op, Box::new(lhs), Box::new(rhs))
    }

    /// `-e`, as MLIR spells it: `e * -1`.
    pub fn neg(e: AffineExpr) -> AffineExpr {
        AffineExpr::mul(e, AffineExpr::Const(-1))
    }
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

#[derive(Copy, Clone, PartialEq)]
enum Strength {
    Weak,
    Strong,
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_expr(self, Strength::Weak, f)
    }
}

fn print_expr(e: &AffineExpr, ctx: Strength, f: &mut dyn Write) -> fmt::Result {
    let (op, lhs, rhs) = match e {
        AffineExpr::Dim(i) => return write!(f, "d{i}"),
        AffineExpr::Symbol(i) => return write!(f, "s{i}"),
        AffineExpr::Const(c) => return write!(f, "{c}"),
        AffineExpr::Bin(op, l, r) => (*op, &**l, &**r),
    };
    let open = ctx == Strength::Strong;
    if op == AffineOp::Mul && rhs.as_const() == Some(-1) {
        f.write_str(if open { "(-" } else { "-" })?;
        print_expr(lhs, Strength::Strong, f)?;
        return if open { f.write_char(')') } else { Ok(()) };
    }
    if op != AffineOp::Add {
        if open {
            f.write_char('(')?;
        }
        print_expr(lhs, Strength::Strong, f)?;
        f.write_str(match op {
            AffineOp::Mul => " * ",
            AffineOp::FloorDiv => " floordiv ",
            AffineOp::CeilDiv => " ceildiv ",
            _ => " mod ",
        })?;
        print_expr(rhs, Strength::Strong, f)?;
        if open {
            f.write_char(')')?;
        }
        return Ok(());
    }
    if open {
        f.write_char('(')?;
    }
    let close = |f: &mut dyn Write| if open { f.write_char(')') } else { Ok(()) };
    if let AffineExpr::Bin(AffineOp::Mul, rl, rr) = rhs {
        if let Some(c) = rr.as_const() {
            if c == -1 {
                print_expr(lhs, Strength::Weak, f)?;
                f.write_str(" - ")?;
                let s = if matches!(**rl, AffineExpr::Bin(AffineOp::Add, ..)) {
                    Strength::Strong
                } else {
                    Strength::Weak
                };
                print_expr(rl, s, f)?;
                return close(f);
            }
            if c < -1 {
                print_expr(lhs, Strength::Weak, f)?;
                f.write_str(" - ")?;
                print_expr(rl, Strength::Strong, f)?;
                write!(f, " * {}", -(c as i128))?;
                return close(f);
            }
        }
    }
    if let Some(c) = rhs.as_const() {
        if c < 0 {
            print_expr(lhs, Strength::Weak, f)?;
            write!(f, " - {}", -(c as i128))?;
            return close(f);
        }
    }
    print_expr(lhs, Strength::Weak, f)?;
    f.write_str(" + ")?;
    print_expr(rhs, Strength::Weak, f)?;
    close(f)
}

/// `(d0, ..)[s0, ..] -> (e0, ..)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// Number of dimensions.
    pub dims: u32,
    /// Number of symbols.
    pub symbols: u32,
    /// Result expressions.
    pub results: Vec<AffineExpr>,
}

fn print_dims_syms(dims: u32, symbols: u32, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_char('(')?;
    for i in 0..dims {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "d{i}")?;
    }
    f.write_char(')')?;
    if symbols > 0 {
        f.write_char('[')?;
        for i in 0..symbols {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "s{i}")?;
        }
        f.write_char(']')?;
    }
    Ok(())
}

impl fmt::Display for AffineMap {
    /// The map's body as it appears inside `affine_map<...>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_dims_syms(self.dims, self.symbols, f)?;
        f.write_str(" -> (")?;
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{e}")?;
        }
        f.write_char(')')
    }
}

/// `(d0, ..)[s0, ..] : (e0 >= 0, e1 == 0, ..)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// Number of dimensions.
    pub dims: u32,
    /// Number of symbols.
    pub symbols: u32,
    /// Constraints: the expression and whether it is an equality.
    pub constraints: Vec<(AffineExpr, bool)>,
}

impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_dims_syms(self.dims, self.symbols, f)?;
        f.write_str(" : (")?;
        if self.constraints.is_empty() {
            // MLIR prints the empty set's body as this trivially false constraint.
            f.write_str("1 == 0")?;
        }
        for (i, (e, eq)) in self.constraints.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{e}{}", if *eq { " == 0" } else { " >= 0" })?;
        }
        f.write_char(')')
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AffineExpr::*;

    #[test]
    fn prints_subtraction_forms() {
        let e = AffineExpr::add(Dim(0), AffineExpr::neg(Symbol(0)));
        assert_eq!(e.to_string(), "d0 - s0");
        let e = AffineExpr::add(Dim(0), Const(-2));
        assert_eq!(e.to_string(), "d0 - 2");
        let e = AffineExpr::add(Dim(0), AffineExpr::mul(Dim(1), Const(-3)));
        assert_eq!(e.to_string(), "d0 - d1 * 3");
    }

    #[test]
    fn canonical_operand_order() {
        assert_eq!(AffineExpr::add(Const(1), Dim(0)).to_string(), "d0 + 1");
        assert_eq!(AffineExpr::mul(Const(2), Dim(0)).to_string(), "d0 * 2");
        let e = AffineExpr::add(AffineExpr::add(Dim(0), Const(2)), Const(3));
        assert_eq!(e.to_string(), "d0 + 5");
    }
}
