//! Fuzz-style robustness: no input makes the parser or checker panic.
//! A fixed-seed xorshift keeps runs reproducible without extra crates.

use dialect_def::load;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Runs parse + check (+ rendering) on `src`; any panic fails the test.
fn survive(src: &str) {
    if let Err(e) = load("fuzz.dialect", src) {
        for err in &e.0 {
            assert!(
                err.span.line >= 1 || err.span == Default::default(),
                "bad line in {err}"
            );
        }
        let _ = e.render(src);
    }
}

const SEEDS: &[&str] = &[
    include_str!("data/arith.dialect"),
    include_str!("../../examples/ring/ring.dialect"),
];

/// Tokens that steer mutants into interesting grammar corners.
const PIECES: &[&str] = &[
    "(",
    ")",
    "<",
    ">",
    "[",
    "]",
    "{",
    "}",
    "`",
    "\"",
    "\"\"\"",
    "$",
    "^",
    "?",
    "*",
    ":",
    ",",
    "|",
    "&",
    "!",
    "=",
    "->",
    "op ",
    "attr ",
    "prop ",
    "region ",
    "format ",
    "enum ",
    "bitenum ",
    "pattern ",
    "match ",
    "rewrite ",
    "native",
    "attr-dict",
    "type(",
    "custom<X>(",
    "oilist(",
    "functional-type(",
    "SameAs<",
    "TensorOf<",
    "-",
    "0x",
    "99999999999999999999",
    "\\",
    "\n",
    "//",
    "é",
    "\u{3000}",
    "_",
];

#[test]
fn random_bytes() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..3000 {
        let len = rng.below(200);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        survive(&String::from_utf8_lossy(&bytes));
        // Random text that starts like a definition gets further in.
        let mut s = String::from("dialect f\n");
        for _ in 0..rng.below(40) {
            s.push_str(PIECES[rng.below(PIECES.len())]);
        }
        survive(&s);
    }
}

#[test]
fn mutated_definitions() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    for seed in SEEDS {
        let chars: Vec<char> = seed.chars().collect();
        for _ in 0..400 {
            let mut c = chars.clone();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(c.len());
                match rng.below(4) {
                    0 => {
                        c.remove(at);
                    }
                    1 => {
                        let p: Vec<char> = PIECES[rng.below(PIECES.len())].chars().collect();
                        for (i, ch) in p.into_iter().enumerate() {
                            c.insert(at + i, ch);
                        }
                    }
                    2 => {
                        let end = (at + rng.below(60)).min(c.len());
                        c.drain(at..end);
                    }
                    _ => c.truncate(at),
                }
            }
            survive(&c.into_iter().collect::<String>());
        }
    }
}

#[test]
fn pathological_inputs() {
    survive(&"(".repeat(100_000));
    survive(&format!("dialect t\nconstraint C = {}", "!".repeat(50_000)));
    survive(&format!(
        "dialect t\nconstraint C = {}I32",
        "TensorOf<".repeat(60)
    ));
    survive(&format!(
        "dialect t\nop f(a: I32) {{ format \"{}\" }}",
        "(`x` ".repeat(60)
    ));
    survive(&format!(
        "dialect t\npattern P {{ match {} }}",
        "(f ".repeat(60)
    ));
    survive(&format!(
        "dialect t\nop f() {{ prop p: array<int> = {} }}",
        "[".repeat(60)
    ));
    survive(&format!(
        "dialect t\nenum E : i32 {{ {} }}",
        (0..5000)
            .map(|i| format!("c{i} = {i}"))
            .collect::<Vec<_>>()
            .join(", ")
    ));
    survive("dialect t\nenum E : i99999999 { a = 0 }");
    survive("dialect t\nbitenum E : i64 { a = 0xFFFFFFFFFFFFFFFF }");
    survive("dialect t\nop f() { prop p: i1 = -1 prop q: int<i127> = 5 }");
    survive("dialect t\ndescription \"\"\"\n\u{3000}\n  x\n\"\"\"");
    survive("dialect t\nop f() { summary \"\\");
}
