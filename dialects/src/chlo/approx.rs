//! The published constants of the approximations CHLO's special functions
//! are computed by (the interpreter's reference implementations and
//! `expand-hlo`'s expansions read the same ones).

/// Giles' single-precision `erf_inv` ("Approximating the erfinv
/// function", GPU Gems 2010), for `w = -log((1 - x)(1 + x))`: the
/// polynomial in `w - 2.5` where `w < 5`, highest degree first.
pub const ERF_INV_CENTRAL: [f64; 9] = [
    2.810_226_36e-08,
    3.432_739_39e-07,
    -3.523_387_7e-06,
    -4.391_506_54e-06,
    0.000_218_580_87,
    -0.001_253_725_03,
    -0.004_177_681_64,
    0.246_640_727,
    1.501_409_41,
];

/// The same, in `sqrt(w) - 3` where `w >= 5`.
pub const ERF_INV_TAIL: [f64; 9] = [
    -0.000_200_214_257,
    0.000_100_950_558,
    0.001_349_343_22,
    -0.003_673_428_44,
    0.005_739_507_73,
    -0.007_622_461_3,
    0.009_438_870_47,
    1.001_674_06,
    2.832_976_82,
];
