// ir-gen random --seed 123 --size 14
"builtin.module"() ({
  %-0:3 = "d.op_1"() {attr0} :	 () -> (f64, ui16, complex<f8E8M0FNU>) loc("with \"q\"")
  %1 = "x.y"(%-0#2, %-0#2): (complex<f8E8M0FNU>, complex<f8E8M0FNU>) -> i1
  %2 = "d.op_1"(%-0#1, %-0#0): (ui16, f64) -> !foo<"x<y>"> loc("dir/with space.c":14:68 to 14:24)
  %3 = "x.y"(%2) {"quoted key 0"= 0x42399F18DBF, foo.k1 = "" : bf16}: (!foo<"x<y>">) -> tuple<> loc(unknown)
  %_4 = "foo.bar"(%-0#2, %3) <{_u0, b1= "\\-/日本", attr2= 0.1 : f32}> {b0= []}: (complex<f8E8M0FNU>, tuple<>) -> index
  %-5:2 = "foo.op"(%1) {sym_name0= "\t.}\n\00{%'", _u1= false,
    value2}: (i1) -> (si7 , vector<1 x si1024>) loc("a.mlir":72)
  %6 = "x.y"() <{z90= "\8Cz\n\n\00"}>	: () -> tensor<28x?xf16> // trailing comment
  %_7 = "a.b"(%-5#1, %6,  %-0#1): (vector<1 x si1024>, tensor<28x?xf16>, ui16) -> bf16 loc(fused["":67, callsite("a.mlir":25:20 to 28:47 at "x"), "n"("a.mlir":17:18 to :24)])
  %value8:2 = "my_dialect.thing"(%6) ({
    %v9 = "a.b"(%-5#1) ({
    ^bb1():
      %10,
    %11:2 = "x.y"() ({
      }) {attr0= {}, attr1= 0x54: si32, attr2= unit}: () -> (none, i32, i32)
      "d.op_1"(%-0#2, %_7)<{k$0= {z90=	 unit, sym_name1= false, "quoted key 2"= @a, "quoted key 3"= array<i16>}}>: (complex<f8E8M0FNU>, bf16) -> ()
    }) {}	: (vector<1 x si1024>) -> tuple<>
    %a.b12 = "a.b"(%-5#0,  %v9): (si7, tuple<>) -> index // trailing comment
    %v13:4 = "my_dialect.thing"(%_7, %v9) {b0= 24.148786 : f16, d.k1= 5: i8, _u2= affine_map<(d0)[s0] -> ()>}: (bf16, tuple<>) -> ((i32, si17, !bar<"abc">) -> (!x.t_1, complex<f6E3M2FN>), memref<?xindex, strided<[?], offset: 13>, "local mem">, f8E4M3, tuple<>) // trailing comment
    %14 = "foo.bar.baz"(%v13#1, %v13#3, %-0#1) {x0= " \00{_<\n-", attr1=	 [affine_set<(d0, d1)[s0, s1] : ((d1) ceildiv 2 + (d0) mod 5 >= (d1) * s0)>, dense<[[0x1B33, 7.167,
    5.18268e31, 0.84426e3], [0.1, 2.539, 0.0996048, 699.582704], [196.589599, -0.8859049, 22.40E5,  0.0628981], [3.1141e-30, 5.49313e-19,
    162923.0,0xD171]]> : tensor<4x4xf16>, distinct[1]<>], foo.k2= [false, {}, {z90= f8E5M2FNUZ, sym_name1= ui1024,
    attr2= dense<[483, 246, 341, 719]> : vector<<4xindex>, a3= affine_map<(d0, d1, d2) -> (-(-(d2)), -((d2) floordiv 6), 3 * (d2 * 7))>},@a::@c::@x.y], x3= "" : ui8}: (memref<?xindex, strided<[?], offset: 13>, "local mem">, tuple<>, ui16) -> vector<8 x [2]xf16> loc("":10:12 to 12:41)
  }): (tensor<28x?xf16>) -> (ui64, vector<10x8xf64>) loc(fused["with \"q\"", unknown])
  %15 = "d.op_1"(%6): (tensor<28x?xf16>) -> none
  "x.y"(%15, %-5#0)<{sym_name0=   false,value1=   "-_"}>: (none, si7) -> () loc("dir/with space.c":4294967295:49)
  %_16 = "d.op_1"(%value8#0): (ui64) -> f6E3M2FN
}) : () -> ()
