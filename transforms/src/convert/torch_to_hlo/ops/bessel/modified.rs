//! The modified Bessel functions: of the first kind, orders 0 and 1, and
//! their exponentially scaled forms (`i0`, `special_i0e`, `special_i1`,
//! `special_i1e`, `special_modified_bessel_i0/i1`), Cephes' Chebyshev
//! expansions on [0, 8] in |x|/2 - 2 and above in 32/|x| - 2; and of the
//! second kind (`special_modified_bessel_k0/k1` and the scaled
//! `special_scaled_modified_bessel_k0/k1`), on (0, 2] in x² - 2 with the
//! logarithm of the first kind's, above in 8/x - 2. As PyTorch computes
//! them; in f32 for the 16-bit floats.

use super::super::{t, Conv, Cx, R};
use ir::{Type, Value};

/// K0 + log(x/2) I0 on (0, 2], Chebyshev in x² - 2.
const K0_A: [f64; 10] = [
    1.37446543561352307156e-16,
    4.25981614279661018399e-14,
    1.03496952576338420167e-11,
    1.90451637722020886025e-09,
    2.53479107902614945675e-07,
    2.28621210311945178607e-05,
    1.26461541144692592338e-03,
    3.59799365153615016266e-02,
    3.44289899924628486886e-01,
    -5.35327393233902768720e-01,
];

/// exp(x) sqrt(x) K0 above 2, Chebyshev in 8/x - 2.
const K0_B: [f64; 25] = [
    5.30043377268626276149e-18,
    -1.64758043015242134646e-17,
    5.21039150503902756861e-17,
    -1.67823109680541210385e-16,
    5.51205597852431940784e-16,
    -1.84859337734377901440e-15,
    6.34007647740507060557e-15,
    -2.22751332699166985548e-14,
    8.03289077536357521100e-14,
    -2.98009692317273043925e-13,
    1.14034058820847496303e-12,
    -4.51459788337394416547e-12,
    1.85594911495471785253e-11,
    -7.95748924447710747776e-11,
    3.57739728140030116597e-10,
    -1.69753450938905987466e-09,
    8.57403401741422608519e-09,
    -4.66048989768794782956e-08,
    2.76681363944501510342e-07,
    -1.83175552271911948767e-06,
    1.39498137188764993662e-05,
    -1.28495495816278026384e-04,
    1.56988388573005337491e-03,
    -3.14481013119645005427e-02,
    2.44030308206595545468e+00,
];

/// x K1 - x log(x/2) I1 on (0, 2], Chebyshev in x² - 2.
const K1_A: [f64; 11] = [
    -7.02386347938628759343e-18,
    -2.42744985051936593393e-15,
    -6.66690169419932900609e-13,
    -1.41148839263352776110e-10,
    -2.21338763073472585583e-08,
    -2.43340614156596823496e-06,
    -1.73028895751305206302e-04,
    -6.97572385963986435018e-03,
    -1.22611180822657148235e-01,
    -3.53155960776544875667e-01,
    1.52530022733894777053e+00,
];

/// exp(x) sqrt(x) K1 above 2, Chebyshev in 8/x - 2.
const K1_B: [f64; 25] = [
    -5.75674448366501715755e-18,
    1.79405087314755922667e-17,
    -5.68946255844285935196e-17,
    1.83809354436663880070e-16,
    -6.05704724837331885336e-16,
    2.03870316562433424052e-15,
    -7.01983709041831346144e-15,
    2.47715442448130437068e-14,
    -8.97670518232499435011e-14,
    3.34841966607842919884e-13,
    -1.28917396095102890680e-12,
    5.13963967348173025100e-12,
    -2.12996783842756842877e-11,
    9.21831518760500529508e-11,
    -4.19035475934189648750e-10,
    2.01504975519703286596e-09,
    -1.03457624656780970260e-08,
    5.74108412545004946722e-08,
    -3.50196060308781257119e-07,
    2.40648494783721712015e-06,
    -1.93619797416608296024e-05,
    1.95215518471351631108e-04,
    -2.85781685962277938680e-03,
    1.03923736576817238437e-01,
    2.72062619048444266945e+00,
];

/// exp(-x) I0(x) on [0, 8].
const I0_A: [f64; 30] = [
    -4.415_341_646_479_339_379_50E-18,
    3.330_794_518_822_238_097_83E-17,
    -2.431_279_846_547_954_693_59E-16,
    1.715_391_285_555_133_030_61E-15,
    -1.168_533_287_799_345_168_08E-14,
    7.676_185_498_604_935_616_88E-14,
    -4.856_446_783_111_929_460_90E-13,
    2.955_052_663_129_639_834_61E-12,
    -1.726_826_291_441_555_707_23E-11,
    9.675_809_035_373_236_912_24E-11,
    -5.189_795_601_635_262_906_66E-10,
    2.659_823_724_682_386_650_35E-9,
    -1.300_025_009_986_248_042_12E-8,
    6.046_995_022_541_918_949_32E-8,
    -2.670_793_853_940_611_733_91E-7,
    1.117_387_539_120_103_718_15E-6,
    -4.416_738_358_458_750_563_59E-6,
    1.644_844_807_072_889_708_93E-5,
    -5.754_195_010_082_103_703_98E-5,
    1.885_028_850_958_416_557_29E-4,
    -5.763_755_745_385_823_658_85E-4,
    1.639_475_616_941_335_798_42E-3,
    -4.324_309_995_050_575_944_30E-3,
    1.054_646_039_459_499_831_83E-2,
    -2.373_741_480_589_946_881_56E-2,
    4.930_528_423_967_070_848_78E-2,
    -9.490_109_704_804_764_442_10E-2,
    1.716_209_015_222_087_753_49E-1,
    -3.046_826_723_431_983_986_83E-1,
    6.767_952_744_094_760_849_95E-1,
];

/// exp(-x) sqrt(x) I0(x) on [8, inf), in 32/x - 2.
const I0_B: [f64; 25] = [
    -7.233_180_487_874_753_954_56E-18,
    -4.830_504_485_944_182_071_26E-18,
    4.465_621_420_296_759_999_01E-17,
    3.461_222_867_697_461_093_10E-17,
    -2.827_623_980_516_583_484_94E-16,
    -3.425_485_619_677_219_134_62E-16,
    1.772_560_133_056_526_383_60E-15,
    3.811_680_669_352_622_420_75E-15,
    -9.554_846_698_828_307_648_70E-15,
    -4.150_569_347_287_222_086_63E-14,
    1.540_086_217_521_409_826_91E-14,
    3.852_778_382_742_142_701_14E-13,
    7.180_124_451_383_666_233_67E-13,
    -1.794_178_531_506_806_117_78E-12,
    -1.321_581_184_044_771_311_88E-11,
    -3.149_916_527_963_241_364_54E-11,
    1.188_914_710_784_643_834_24E-11,
    4.940_602_388_224_969_589_10E-10,
    3.396_232_025_708_386_345_15E-9,
    2.266_668_990_498_178_064_59E-8,
    2.048_918_589_469_063_741_83E-7,
    2.891_370_520_834_756_482_97E-6,
    6.889_758_346_916_823_984_26E-5,
    3.369_116_478_255_694_089_90E-3,
    8.044_904_110_141_088_316_08E-1,
];

/// exp(-x) I1(x) / x on [0, 8].
const I1_A: [f64; 29] = [
    2.777_914_112_761_046_399_59E-18,
    -2.111_421_214_358_166_081_15E-17,
    1.553_631_957_736_200_469_21E-16,
    -1.105_596_947_735_386_308_05E-15,
    7.600_684_294_735_406_934_10E-15,
    -5.042_185_504_727_911_687_11E-14,
    3.223_793_365_945_574_709_81E-13,
    -1.983_974_397_764_943_715_20E-12,
    1.173_618_629_889_090_163_08E-11,
    -6.663_489_723_502_027_742_23E-11,
    3.625_590_281_552_117_037_01E-10,
    -1.887_249_751_722_829_287_90E-9,
    9.381_537_386_495_771_783_88E-9,
    -4.445_059_128_796_328_080_65E-8,
    2.003_294_753_552_135_262_29E-7,
    -8.568_720_264_695_454_740_66E-7,
    3.470_251_308_137_678_476_74E-6,
    -1.327_316_365_603_943_582_79E-5,
    4.781_565_107_550_054_226_38E-5,
    -1.617_608_158_258_967_455_88E-4,
    5.122_859_561_685_757_728_95E-4,
    -1.513_572_450_631_253_148_99E-3,
    4.156_422_944_312_888_156_69E-3,
    -1.056_408_489_462_619_815_58E-2,
    2.472_644_903_062_651_682_83E-2,
    -5.294_598_120_809_499_142_69E-2,
    1.026_436_586_898_470_953_84E-1,
    -1.764_165_183_578_340_551_53E-1,
    2.525_871_864_436_336_548_23E-1,
];

/// exp(-x) sqrt(x) I1(x) on [8, inf), in 32/x - 2.
const I1_B: [f64; 25] = [
    7.517_296_310_842_104_813_53E-18,
    4.414_348_323_071_707_911_51E-18,
    -4.650_305_368_489_358_321_53E-17,
    -3.209_525_921_993_423_959_80E-17,
    2.962_628_997_645_950_138_76E-16,
    3.308_202_310_920_928_283_24E-16,
    -1.880_354_775_510_782_448_54E-15,
    -3.814_403_072_437_007_804_78E-15,
    1.042_027_698_412_880_276_42E-14,
    4.272_440_016_711_951_354_29E-14,
    -2.101_541_842_772_664_313_02E-14,
    -4.083_551_111_092_197_318_23E-13,
    -7.198_551_776_245_908_512_09E-13,
    2.035_628_544_147_089_507_22E-12,
    1.412_580_743_661_378_133_16E-11,
    3.252_603_583_015_488_238_56E-11,
    -1.897_495_812_350_541_234_50E-11,
    -5.589_743_462_196_583_806_87E-10,
    -3.835_380_385_964_237_022_05E-9,
    -2.631_468_846_889_519_506_84E-8,
    -2.512_236_237_870_208_925_29E-7,
    -3.882_564_808_877_690_393_46E-6,
    -1.105_889_387_626_237_162_91E-4,
    -9.761_097_491_361_468_407_77E-3,
    7.785_762_350_182_801_204_74E-1,
];

/// Cephes' `chbevl`: the Chebyshev series `c` at `y`.
fn chbevl(cx: &mut Cx, y: Value, c: &[f64], s: &[i64], ty: Type) -> Value {
    let mut b0 = cx.e.full(s, ty, c[0]);
    let mut b1 = cx.e.full(s, ty, 0.0);
    let mut b2 = b1;
    for &k in &c[1..] {
        b2 = b1;
        b1 = b0;
        let m = cx.e.binary("stablehlo.multiply", y, b1);
        let d = cx.e.binary("stablehlo.subtract", m, b2);
        let kc = cx.e.full(s, ty, k);
        b0 = cx.e.binary("stablehlo.add", d, kc);
    }
    let diff = cx.e.binary("stablehlo.subtract", b0, b2);
    let half = cx.e.full(s, ty, 0.5);
    cx.e.binary("stablehlo.multiply", half, diff)
}

/// I0 or I1 of `x` (of shape `s`, type `w`), times exp(-|x|) when
/// `scaled`.
fn first(cx: &mut Cx, x: Value, s: &[i64], w: Type, order1: bool, scaled: bool) -> Value {
    let ax = cx.e.unary("stablehlo.abs", x);
    let (a, b): (&[f64], &[f64]) = if order1 {
        (&I1_A, &I1_B)
    } else {
        (&I0_A, &I0_B)
    };
    // |x| <= 8: in |x|/2 - 2.
    let half = cx.e.full(s, w, 0.5);
    let two = cx.e.full(s, w, 2.0);
    let h = cx.e.binary("stablehlo.multiply", ax, half);
    let y = cx.e.binary("stablehlo.subtract", h, two);
    let mut near = chbevl(cx, y, a, s, w);
    if order1 {
        near = cx.e.binary("stablehlo.multiply", near, ax);
    }
    // |x| > 8: in 32/|x| - 2, over sqrt(|x|).
    let c32 = cx.e.full(s, w, 32.0);
    let q = cx.e.binary("stablehlo.divide", c32, ax);
    let y = cx.e.binary("stablehlo.subtract", q, two);
    let far = chbevl(cx, y, b, s, w);
    let r = cx.e.unary("stablehlo.sqrt", ax);
    let far = cx.e.binary("stablehlo.divide", far, r);
    let eight = cx.e.full(s, w, 8.0);
    let small = cx.e.compare("LE", ax, eight);
    let mut v = cx.e.select(small, near, far);
    if !scaled {
        let ex = cx.e.unary("stablehlo.exponential", ax);
        v = cx.e.binary("stablehlo.multiply", ex, v);
    }
    if order1 {
        // Odd: the sign of x.
        let z = cx.e.full(s, w, 0.0);
        let neg = cx.e.compare("LT", x, z);
        let nv = cx.e.unary("stablehlo.negate", v);
        v = cx.e.select(neg, nv, v);
    }
    v
}

/// `i0`, `special_i0e`, `special_i1`, `special_i1e`,
/// `special_modified_bessel_i0/i1`.
pub(super) fn first_kind(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = super::float_result(cx)?;
    let short = cx.name.trim_start_matches("torch.aten.");
    let order1 = matches!(
        short,
        "special_i1" | "special_i1e" | "special_modified_bessel_i1"
    );
    let scaled = matches!(short, "special_i0e" | "special_i1e");
    let w = cx.accumulator(elem);
    let x = cx.as_tensor(0, &shape, w)?;
    let v = first(cx, x, &shape, w, order1, scaled);
    Ok(vec![t(cx.e.convert(v, elem))])
}

/// `special_modified_bessel_k0/k1` and `special_scaled_modified_bessel_k0/k1`
/// (times exp(x)): infinite at 0, NaN below.
pub(super) fn second_kind(cx: &mut Cx) -> R<Vec<Conv>> {
    let (shape, elem) = super::float_result(cx)?;
    let short = cx.name.trim_start_matches("torch.aten.special_");
    let order1 = short.ends_with("k1");
    let scaled = short.starts_with("scaled_");
    let w = cx.accumulator(elem);
    let x = cx.as_tensor(0, &shape, w)?;
    let s = &shape;
    let (a, b): (&[f64], &[f64]) = if order1 {
        (&K1_A, &K1_B)
    } else {
        (&K0_A, &K0_B)
    };
    let c = |cx: &mut Cx, v: f64| cx.e.full(s, w, v);
    // x <= 2: the series in x² - 2 with log(x/2) I(x).
    let xx = cx.e.binary("stablehlo.multiply", x, x);
    let two = c(cx, 2.0);
    let y = cx.e.binary("stablehlo.subtract", xx, two);
    let series = chbevl(cx, y, a, s, w);
    let half = c(cx, 0.5);
    let hx = cx.e.binary("stablehlo.multiply", half, x);
    let lg = cx.e.unary("stablehlo.log", hx);
    let i = first(cx, x, s, w, order1, false);
    let li = cx.e.binary("stablehlo.multiply", lg, i);
    let mut near = if order1 {
        let sx = cx.e.binary("stablehlo.divide", series, x);
        cx.e.binary("stablehlo.add", li, sx)
    } else {
        cx.e.binary("stablehlo.subtract", series, li)
    };
    // x > 2: in 8/x - 2, over sqrt(x).
    let eight = c(cx, 8.0);
    let q = cx.e.binary("stablehlo.divide", eight, x);
    let y = cx.e.binary("stablehlo.subtract", q, two);
    let tail = chbevl(cx, y, b, s, w);
    let r = cx.e.unary("stablehlo.sqrt", x);
    let mut far = cx.e.binary("stablehlo.divide", tail, r);
    if scaled {
        let ex = cx.e.unary("stablehlo.exponential", x);
        near = cx.e.binary("stablehlo.multiply", near, ex);
    } else {
        let nx = cx.e.unary("stablehlo.negate", x);
        let ex = cx.e.unary("stablehlo.exponential", nx);
        far = cx.e.binary("stablehlo.multiply", ex, far);
    }
    let small = cx.e.compare("LE", x, two);
    let mut v = cx.e.select(small, near, far);
    let z = c(cx, 0.0);
    let at0 = cx.e.compare("EQ", x, z);
    let inf = c(cx, f64::INFINITY);
    v = cx.e.select(at0, inf, v);
    let neg = cx.e.compare("LT", x, z);
    let nan = c(cx, f64::NAN);
    v = cx.e.select(neg, nan, v);
    Ok(vec![t(cx.e.convert(v, elem))])
}
