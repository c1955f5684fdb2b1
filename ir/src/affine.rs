//! Affine expressions, maps and integer sets, held as structure (not
//! text) so passes can reason about them. The constructors apply the
//! simplifications MLIR's expression builders apply (`simplifyAdd`,
//! `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod` and
//! the operand ordering of commutative nodes in mlir/lib/IR/AffineExpr.cpp),
//! rule for rule and in the same order, so parsed maps print exactly as
//! mlir-opt prints them. Constant arithmetic wraps where MLIR's does and
//! stays unfolded where MLIR checks for overflow.

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
    /// `+` (subtraction is `a + b * -1`).
    Add,
    /// `*`; one operand is symbolic or constant.
    Mul,
    /// `floordiv`.
    FloorDiv,
    /// `ceildiv`.
    CeilDiv,
    /// `mod`.
    Mod,
}

// `add`, `mul` and `neg` take their operands by value and simplify, like
// MLIR's builders; they are constructors, not the arithmetic traits.
#[allow(clippy::should_implement_trait)]
impl AffineExpr {
    fn as_const(&self) -> Option<i64> {
        match self {
            AffineExpr::Const(c) => Some(*c),
            _ => None,
        }
    }

    /// The operator and operands if `self` is a binary `op` node.
    fn as_bin(&self, op: AffineOp) -> Option<(&AffineExpr, &AffineExpr)> {
        match self {
            AffineExpr::Bin(o, l, r) if *o == op => Some((l, r)),
            _ => None,
        }
    }

    /// The value at `dims` and `syms`; `None` when a position is out of
    /// range or the arithmetic overflows or divides by zero.
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<i64> {
        Some(match self {
            AffineExpr::Dim(i) => *dims.get(*i as usize)?,
            AffineExpr::Symbol(i) => *syms.get(*i as usize)?,
            AffineExpr::Const(c) => *c,
            AffineExpr::Bin(op, l, r) => {
                let (x, y) = (l.eval(dims, syms)?, r.eval(dims, syms)?);
                match op {
                    AffineOp::Add => x.checked_add(y)?,
                    AffineOp::Mul => x.checked_mul(y)?,
                    // `checked_div` rules out the cases the helpers exclude.
                    AffineOp::FloorDiv => x.checked_div(y).map(|_| floor_div(x, y))?,
                    AffineOp::CeilDiv => x.checked_div(y).map(|_| ceil_div(x, y))?,
                    AffineOp::Mod => x.checked_rem_euclid(y)?,
                }
            }
        })
    }

    /// Whether the expression has no dimensions.
    pub fn is_symbolic_or_const(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Symbol(_) | AffineExpr::Const(_) => true,
            AffineExpr::Bin(_, l, r) => l.is_symbolic_or_const() && r.is_symbolic_or_const(),
        }
    }

    /// The greatest integer known to divide the expression, with MLIR's
    /// `getLargestKnownDivisor` arithmetic (which wraps on overflow).
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Const(c) => c.wrapping_abs(),
            AffineExpr::Bin(op, l, r) => match op {
                AffineOp::Mul => l
                    .largest_known_divisor()
                    .wrapping_mul(r.largest_known_divisor()),
                AffineOp::Add | AffineOp::Mod => gcd(
                    l.largest_known_divisor() as u64,
                    r.largest_known_divisor() as u64,
                ) as i64,
                AffineOp::FloorDiv | AffineOp::CeilDiv => match r.as_const() {
                    Some(c) if c != 0 => {
                        let ld = l.largest_known_divisor();
                        if ld.wrapping_rem(c) == 0 {
                            ld.wrapping_div(c).wrapping_abs()
                        } else {
                            1
                        }
                    }
                    _ => 1,
                },
            },
        }
    }

    /// A binary node with no simplification but MLIR's operand order for
    /// commutative operators: dims before symbols, each by position.
    fn build(op: AffineOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        use AffineExpr::{Dim, Symbol};
        let swap = matches!(op, AffineOp::Add | AffineOp::Mul)
            && match (&lhs, &rhs) {
                (Symbol(a), Symbol(b)) | (Dim(a), Dim(b)) => a > b,
                (Symbol(_), Dim(_)) => true,
                _ => false,
            };
        if swap {
            AffineExpr::Bin(op, Box::new(rhs), Box::new(lhs))
        } else {
            AffineExpr::Bin(op, Box::new(lhs), Box::new(rhs))
        }
    }

    /// `lhs + rhs`, simplified as MLIR's `operator+` does.
    pub fn add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match simplify_add(&lhs, &rhs) {
            Some(e) => e,
            None => AffineExpr::build(AffineOp::Add, lhs, rhs),
        }
    }

    /// `lhs * rhs`, simplified as MLIR's `operator*` does.
    pub fn mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match simplify_mul(&lhs, &rhs) {
            Some(e) => e,
            None => AffineExpr::build(AffineOp::Mul, lhs, rhs),
        }
    }

    /// `lhs op rhs` for any operator, simplified as MLIR's builders do
    /// (`floorDiv`, `ceilDiv`, `operator%`; `+` and `*` go to [`Self::add`]
    /// and [`Self::mul`]).
    pub fn div_like(op: AffineOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let simplified = match op {
            AffineOp::Add => return AffineExpr::add(lhs, rhs),
            AffineOp::Mul => return AffineExpr::mul(lhs, rhs),
            AffineOp::FloorDiv => simplify_floor_div(&lhs, &rhs),
            AffineOp::CeilDiv => simplify_ceil_div(&lhs, &rhs),
            AffineOp::Mod => simplify_mod(&lhs, &rhs),
        };
        simplified.unwrap_or_else(|| AffineExpr::build(op, lhs, rhs))
    }

    /// `-e`, as MLIR spells it: `e * -1`.
    pub fn neg(e: AffineExpr) -> AffineExpr {
        AffineExpr::mul(e, AffineExpr::Const(-1))
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `floor(a / b)`; the caller excludes `b == 0` and `i64::MIN / -1`.
fn floor_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// `ceil(a / b)`; the caller excludes `b == 0` and `i64::MIN / -1`.
fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if a % b != 0 && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// MLIR's `simplifyAdd`: `None` when `lhs + rhs` stays a plain node.
fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    use AffineExpr::Const;
    let (lc, rc) = (lhs.as_const(), rhs.as_const());
    if let (Some(a), Some(b)) = (lc, rc) {
        // An overflowing sum is kept as `a + b`, unfolded.
        return a.checked_add(b).map(Const);
    }
    // Constants, then symbolic terms, go to the right.
    if lc.is_some() || (lhs.is_symbolic_or_const() && !rhs.is_symbolic_or_const()) {
        return Some(AffineExpr::add(rhs.clone(), lhs.clone()));
    }
    if rc == Some(0) {
        return Some(lhs.clone());
    }
    let l_add = lhs.as_bin(AffineOp::Add);
    // `(e + c1) + c2` is `e + (c1 + c2)`, wrapping as MLIR's int64 sum does.
    if let (Some((ll, lr)), Some(c2)) = (l_add, rc) {
        if let Some(c1) = lr.as_const() {
            return Some(AffineExpr::add(ll.clone(), Const(c1.wrapping_add(c2))));
        }
    }
    // `e * c1 + e * c2` is `e * (c1 + c2)`; a bare `e` counts as `e * 1`.
    let scaled = |e: &AffineExpr| -> (i64, AffineExpr) {
        if let Some((l, r)) = e.as_bin(AffineOp::Mul) {
            if let Some(c) = r.as_const() {
                return (c, l.clone());
            }
        }
        (1, e.clone())
    };
    let (c1, first) = scaled(lhs);
    let (c2, second) = scaled(rhs);
    if first == second {
        return Some(AffineExpr::mul(first, Const(c1.wrapping_add(c2))));
    }
    // `(e + c) + f` is `(e + f) + c`: constants stay rightmost.
    if let Some((ll, lr)) = l_add {
        if lr.as_const().is_some() {
            let sum = AffineExpr::add(ll.clone(), rhs.clone());
            return Some(AffineExpr::add(sum, (*lr).clone()));
        }
    }
    // What remains recognises `e - (e floordiv q) * q` as `e mod q`.
    let AffineExpr::Bin(r_op, lrhs, rrhs) = rhs else {
        return None;
    };
    // `e + ((e floordiv q) * q) * -1` with symbolic `q`.
    if rrhs.as_const() == Some(-1) {
        if let Some((fd, q)) = lrhs.as_bin(AffineOp::Mul) {
            let (e, q2) = fd.as_bin(AffineOp::FloorDiv)?;
            if q2 == q && e == lhs {
                return Some(AffineExpr::div_like(AffineOp::Mod, lhs.clone(), q.clone()));
            }
        }
    }
    // `e + (e floordiv c) * -c` with a positive constant `c`.
    if *r_op != AffineOp::Mul {
        return None;
    }
    let (e, q) = lrhs.as_bin(AffineOp::FloorDiv)?;
    let positive = matches!(q.as_const(), Some(c) if c > 0);
    if positive && e == lhs && *q == AffineExpr::neg((**rrhs).clone()) {
        return Some(AffineExpr::div_like(AffineOp::Mod, lhs.clone(), q.clone()));
    }
    // `(a + e) + (e floordiv c) * -c`: try the last summand of `lhs` alone.
    if let Some((ll, lr)) = l_add {
        if let Some(s) = simplify_add(lr, rhs) {
            return Some(AffineExpr::add(ll.clone(), s));
        }
    }
    None
}

/// MLIR's `simplifyMul`: `None` when `lhs * rhs` stays a plain node.
fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    use AffineExpr::Const;
    let (lc, rc) = (lhs.as_const(), rhs.as_const());
    if let (Some(a), Some(b)) = (lc, rc) {
        // An overflowing product is kept as `a * b`, unfolded.
        return a.checked_mul(b).map(Const);
    }
    if !lhs.is_symbolic_or_const() && !rhs.is_symbolic_or_const() {
        return None;
    }
    // The constant, else the symbolic operand, goes to the right.
    if !rhs.is_symbolic_or_const() || lc.is_some() {
        return Some(AffineExpr::mul(rhs.clone(), lhs.clone()));
    }
    match rc {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(Const(0)),
        _ => {}
    }
    let (ll, lr) = lhs.as_bin(AffineOp::Mul)?;
    let c1 = lr.as_const()?;
    Some(match rc {
        // `(e * c1) * c2` is `e * (c1 * c2)`, wrapping as MLIR's does.
        Some(c2) => AffineExpr::mul(ll.clone(), Const(c1.wrapping_mul(c2))),
        // `(e * c) * f` is `(e * f) * c`.
        None => AffineExpr::mul(AffineExpr::mul(ll.clone(), rhs.clone()), Const(c1)),
    })
}

/// `(e * c1) op c2` is `e * (c1 / c2)` when `c2` divides `c1`, for both
/// divisions. MLIR divides with int64 semantics; `MIN / -1` wraps here.
fn fold_scaled_div(lhs: &AffineExpr, c2: i64) -> Option<AffineExpr> {
    let (ll, lr) = lhs.as_bin(AffineOp::Mul)?;
    let c1 = lr.as_const()?;
    if c1.wrapping_rem(c2) != 0 {
        return None;
    }
    Some(AffineExpr::mul(
        ll.clone(),
        AffineExpr::Const(c1.wrapping_div(c2)),
    ))
}

/// MLIR's `simplifyFloorDiv`. Division by zero stays unfolded, as does
/// `i64::MIN floordiv -1`; negative divisors do fold.
fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_const().filter(|&c| c != 0)?;
    if let Some(a) = lhs.as_const() {
        if a == i64::MIN && c == -1 {
            return None;
        }
        return Some(AffineExpr::Const(floor_div(a, c)));
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    if let Some(e) = fold_scaled_div(lhs, c) {
        return Some(e);
    }
    // `(a + b) floordiv c` splits when either summand is a multiple of `c`.
    let (a, b) = lhs.as_bin(AffineOp::Add)?;
    if a.largest_known_divisor().wrapping_rem(c) == 0
        || b.largest_known_divisor().wrapping_rem(c) == 0
    {
        let cst = AffineExpr::Const(c);
        let fa = AffineExpr::div_like(AffineOp::FloorDiv, a.clone(), cst.clone());
        let fb = AffineExpr::div_like(AffineOp::FloorDiv, b.clone(), cst);
        return Some(AffineExpr::add(fa, fb));
    }
    None
}

/// MLIR's `simplifyCeilDiv`: as floordiv, without the sum rule.
fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_const().filter(|&c| c != 0)?;
    if let Some(a) = lhs.as_const() {
        if a == i64::MIN && c == -1 {
            return None;
        }
        return Some(AffineExpr::Const(ceil_div(a, c)));
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    fold_scaled_div(lhs, c)
}

/// MLIR's `simplifyMod`; only positive constant moduli simplify.
fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_const().filter(|&c| c >= 1)?;
    if let Some(a) = lhs.as_const() {
        return Some(AffineExpr::Const(a.rem_euclid(c)));
    }
    if lhs.largest_known_divisor().wrapping_rem(c) == 0 {
        return Some(AffineExpr::Const(0));
    }
    let cst = AffineExpr::Const(c);
    // `(a + b) mod c` drops a summand that is a multiple of `c`.
    if let Some((a, b)) = lhs.as_bin(AffineOp::Add) {
        if a.largest_known_divisor().wrapping_rem(c) == 0 {
            return Some(AffineExpr::div_like(AffineOp::Mod, b.clone(), cst));
        }
        if b.largest_known_divisor().wrapping_rem(c) == 0 {
            return Some(AffineExpr::div_like(AffineOp::Mod, a.clone(), cst));
        }
    }
    // `(e mod a) mod c` is `e mod c` when `c` divides `a`.
    if let Some((e, a)) = lhs.as_bin(AffineOp::Mod) {
        if matches!(a.as_const(), Some(a) if a >= 1 && a % c == 0) {
            return Some(AffineExpr::div_like(AffineOp::Mod, e.clone(), cst));
        }
    }
    None
}

#[derive(Copy, Clone, PartialEq)]
enum Strength {
    Weak,
    Strong,
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_expr(self, Strength::Weak, f, None)
    }
}

impl AffineExpr {
    /// The expression with dimension `i` printed as `name(i)` (MLIR's
    /// `printAffineMapOfSSAIds` prints SSA names in their place).
    pub fn to_string_with(&self, name: &dyn Fn(u32) -> String) -> String {
        let mut out = String::new();
        let _ = print_expr(self, Strength::Weak, &mut out, Some(name));
        out
    }
}

/// A dimension's name when printing (`d3`, or an SSA name).
type DimNames<'n> = Option<&'n dyn Fn(u32) -> String>;

fn print_expr(e: &AffineExpr, ctx: Strength, f: &mut dyn Write, names: DimNames) -> fmt::Result {
    let (op, lhs, rhs) = match e {
        AffineExpr::Dim(i) => {
            return match names {
                Some(n) => f.write_str(&n(*i)),
                None => write!(f, "d{i}"),
            }
        }
        AffineExpr::Symbol(i) => return write!(f, "s{i}"),
        AffineExpr::Const(c) => return write!(f, "{c}"),
        AffineExpr::Bin(op, l, r) => (*op, &**l, &**r),
    };
    let open = ctx == Strength::Strong;
    if op == AffineOp::Mul && rhs.as_const() == Some(-1) {
        f.write_str(if open { "(-" } else { "-" })?;
        print_expr(lhs, Strength::Strong, f, names)?;
        return if open { f.write_char(')') } else { Ok(()) };
    }
    if op != AffineOp::Add {
        if open {
            f.write_char('(')?;
        }
        print_expr(lhs, Strength::Strong, f, names)?;
        f.write_str(match op {
            AffineOp::Mul => " * ",
            AffineOp::FloorDiv => " floordiv ",
            AffineOp::CeilDiv => " ceildiv ",
            _ => " mod ",
        })?;
        print_expr(rhs, Strength::Strong, f, names)?;
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
                print_expr(lhs, Strength::Weak, f, names)?;
                f.write_str(" - ")?;
                let s = if matches!(**rl, AffineExpr::Bin(AffineOp::Add, ..)) {
                    Strength::Strong
                } else {
                    Strength::Weak
                };
                print_expr(rl, s, f, names)?;
                return close(f);
            }
            if c < -1 {
                print_expr(lhs, Strength::Weak, f, names)?;
                f.write_str(" - ")?;
                print_expr(rl, Strength::Strong, f, names)?;
                // MLIR negates in int64: `i64::MIN` prints as itself.
                write!(f, " * {}", c.wrapping_neg())?;
                return close(f);
            }
        }
    }
    if let Some(c) = rhs.as_const() {
        if c < 0 {
            print_expr(lhs, Strength::Weak, f, names)?;
            write!(f, " - {}", c.wrapping_neg())?;
            return close(f);
        }
    }
    print_expr(lhs, Strength::Weak, f, names)?;
    f.write_str(" + ")?;
    print_expr(rhs, Strength::Weak, f, names)?;
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
    fn mlir_simplifications() {
        let sub = |a, b| AffineExpr::add(a, AffineExpr::neg(b));
        // `x - x`, `c1 * x + c2 * x`, commutative operand order.
        assert_eq!(sub(Dim(0), Dim(0)), Const(0));
        let e = sub(AffineExpr::neg(Dim(0)), Dim(0));
        assert_eq!(e.to_string(), "d0 * -2");
        assert_eq!(AffineExpr::mul(Symbol(1), Symbol(0)).to_string(), "s0 * s1");
        assert_eq!(AffineExpr::add(Dim(1), Dim(0)).to_string(), "d0 + d1");
        // `x - (x floordiv 8) * 8` is `x mod 8`, also behind another summand.
        let fd = AffineExpr::div_like(AffineOp::FloorDiv, Dim(1), Const(8));
        let e = sub(Dim(1), AffineExpr::mul(fd.clone(), Const(8)));
        assert_eq!(e.to_string(), "d1 mod 8");
        let lead = AffineExpr::add(Dim(0), Dim(1));
        let e = sub(lead, AffineExpr::mul(fd, Const(8)));
        assert_eq!(e.to_string(), "d0 + d1 mod 8");
        // Divisibility.
        let e = AffineExpr::div_like(
            AffineOp::Mod,
            AffineExpr::mul(Dim(0), Const(128)),
            Const(64),
        );
        assert_eq!(e, Const(0));
    }

    #[test]
    fn int64_corners_as_mlir() {
        // Overflowing constant folds stay unfolded; chained folds wrap.
        let e = AffineExpr::add(Const(i64::MAX), Const(1));
        assert_eq!(e.to_string(), "9223372036854775807 + 1");
        let e = AffineExpr::add(AffineExpr::add(Dim(0), Const(i64::MAX)), Const(1));
        assert_eq!(e.to_string(), "d0 - -9223372036854775808");
        let e = AffineExpr::div_like(AffineOp::FloorDiv, Const(i64::MIN), Const(-1));
        assert_eq!(e.to_string(), "-9223372036854775808 floordiv -1");
        let e = AffineExpr::div_like(AffineOp::Mod, Dim(0), Const(0));
        assert_eq!(e.to_string(), "d0 mod 0");
    }

    #[test]
    fn canonical_operand_order() {
        assert_eq!(AffineExpr::add(Const(1), Dim(0)).to_string(), "d0 + 1");
        assert_eq!(AffineExpr::mul(Const(2), Dim(0)).to_string(), "d0 * 2");
        let e = AffineExpr::add(AffineExpr::add(Dim(0), Const(2)), Const(3));
        assert_eq!(e.to_string(), "d0 + 5");
    }
}
