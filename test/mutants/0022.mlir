%0 = "foo.op"() <{my.k0= "bb"}>: () -> index
%$1 = "foo.compute"(%0, %0, %0) {value0= "\\\\z\"\00.{", my.k1= false, sym_name2= vector<2xui8>}: (index, index, index) -> none loc("":4294967295:150)
// a comment
%2 = "z.nop"(%0) ({
^bb0(%x3 : tensor<3x?x8xf6E2M3FN>, %4 : tensor<3x6x2xsi128> loc("f":289:84)):
  %_5, %6:3 = "my_dialect.thing"(%4, %4, %$1) {sym_name0= array<f64: 0.7012003, 1039460.0>, k$1= affine_set<(d0, d1)[s0] : (7 * (9) * 1 == 0)>, a2= dense<-1> : tensor<i8>, my.k3= 0x0: i24}: (tensor<3x6x2xsi128>, tensor<3x6x2xsi128>, none) -> (si7, i7, memref<3xi1>, vector<7x[4]xindex>) loc("dir/with space.c":25:404)
  "d.op_1"(%_5, %_5, %6#2) ({
    "builtin.module"() ({
      %v7:2 = "foo.compute"() {d.k0= "\\\n@\"\C3\A9\n\5C\t\t%-" : f64}: () -> (i32, i1) loc("":50:285)
      // // nested

      %value8, %v9:2 = "x.y"(%v7#0) ({
        "foo.compute"() {sym_name0= sparse<[[2, 4], [0, 3], [2, 4]], [3, -3, -2147483648]> : tensor<3x5xi32>}: () -> () loc("v"("f":50:45 to :52))
        %v10 = "foo.compute"(%v7#1, %v7#0): (i1, i32) -> (si8) loc(fused[fused["f":259:412, "op.1", "op.1"]])
        "z.nop"(%v7#1, %v7#0, %v10): (i1, i32, si8) -> () loc("f":417:0)
        %11 = "foo.op"(%v10, %v7#1): (si8, i1) -> bf16
        %12:4 = "bar.yield"(%11, %v7#0): (bf16, i32) -> (i16, vector<[10]x9x9xf80>, complex<bf16>, tuple<index>)
        "foo.bar"(%12#3, %11) {}: (tuple<index>, bf16) -> ()
      }) {"quoted key 0"= 1.0e38 : f64, "quoted key 1"= distinct[3]<dense<-1> : tensor<si1>>}: (i32) -> (complex<f8E4M3B11FNUZ>, none, vector<14x11xf8E8M0FNU>) loc("":98:18)
      %13 = "z.nop"() <{sym_name0= index, attr1= "%.@#\\_'{\\", z92= f64}>: () -> (f8E4M3FNUZ)
      "foo.op"(%v9#1) <{k$0= 0x1: i7, z91= 200: i128, a2= 0: i17}> {value0= "#b\\ !-{a0", x1= dense_resource<weights0> : tensor<1xf32>}: (vector<14x11xf8E8M0FNU>) -> ()
    }) : () -> () loc("src/x.py":29:51 to 30:61)
  }) {_u0= true, foo.k1= affine_map<(d0, d1)[s0] -> (6 * (6) + 5 * 8)>, x2= 1.0e300 : f80}: (si7, si7, vector<7x[4]xindex>) -> ()
  "d.op_1"(%6#2, %6#0, %6#1)<{x0= "<\7f" : f8E5M2, b1= [[0: i7, affine_set<(d0, d1) : (9 >= d0 * 9, (d0 * 9) mod 2 >= (4) floordiv 4)>, dense<[[0x0, 0x1F262443C932E434D6DD1297], [0, 704200001713830908299094881415337958860182131870804216946021307580375676783191883158852051235015329843743932079952737349176322232915283121779684454904758096141], [67563881031349939433635455233654945155537531322613080056760087938228597615139927082392835474168633297474114867410512086899254610649689682221[4118412500722224417226570968468374987647335829372, 0], [0, 0]]> : vector<4x2xui1024>, 31465: i64]], x2= 2.0 : f8E4M3FN, b3= "'\\-\7f-\"}" : i32}> {_u0= "\né\n" : f32, attr1, d.k2= array<i16: 0, -4>, b3= "!X" : i64}: (vector<7x[4]xindex>, i7, memref<3xi1>) -> ()
}, {
^2(%$14: f128, %15: complex<ui16>, %16: ui64):
  // é unicode
  %$17:4 = "foo.bar"(%16, %16, %16) ({
  ^x.y3(%18 : ui24):
    "foo.op"(%$14, %18) ({
}): (f128, ui24) -> ()
  }, {
  ^bb4(%-19: bf16):
    %_20:3 = "d.op_1"(%$14) {_u0= 0xE5 : f8E4M3FNUZ, x1= "-!{\"\"é_\00<\n"}: (f128) -> (index, vector<bf16>, index)
    "d.op_1"(%_20#0, %_20#2): (index, index) -> ()
  }): (ui64, ui64, ui64) -> (f80, i3, memref<2xui8, strided<[1], offset:0>, "local mem">, tuple<index, i128, si32, i17, si8, i1, f16, tensor<0x113x?xbf16>, complex<f8E3M4>, i3, f64, index, f64, f64, f8E5M2, f64, ui1>) loc("dir/with space.c":0:129)
  %21, %tmp_22:2 = "foo.op"(%$17#2): (memref<2xui8, strided<[1], offset:0>, "local mem">) -> (i7, vector<7xf32>, f32) loc("src/x.py":0:139)
  %v23, %24:2 = "foo.bar"(%$17#3): (tuple<index, i128, si32, i17, si8, i1, f16, tensor<0x113x?xbf16>, complex<f8E3M4>, i3, f64, index, f64, f64, f8E5M2, f64, ui1>) -> (memref<47x2xf8E4M3B11FNUZ>, f8E4M3, i1) loc(callsite(unknown at "x"))
  %_25 = "a.b"(%24#1, %24#0): (i1, f8E4M3) -> (!my_dialect.t<{?}, ?, "x y">) loc(unknown)
  %_26 = "my_dialect.thing"() {k$0= -566.197658 : f32, k$1= "\n'\\b", "quoted key 2"= f32, z93}: () -> complex<bf16> loc(callsite("a.mlir":327:30 at "a.mlir":27:30 to 28:60))
  %27 = "foo.bar"(%_26, %$1, %tmp_22#1) {}: (complex<bf16>, none, f32) -> complex<bf16>
}) {}: (index) -> f8E4M3FNUZ
%value28 = "a.b"(%$1, %$1) <{k$0= affine_map<(i0, i1, i2)[] -> ()>, z91= #my.v<"x y">, value2= #x.v<-4>, z93= [sparse<[[1, 0, 1], [2, 5, 2], [0, 0, 3], [2, 3, 0]], [-154155, 1, -55, 0]> : tensor<3x6x4xi32>, -1.0e38 : f16, 376: si32, "{b\"0\"\"z@" : f32]}> {}: (none, none) -> ui8
%_29 = "foo.bar.baz"() {b0= affine_map<(d0, d1)[s0] -> (d1 * 6, 0 * 1)>}: () -> tuple<si1024> loc("dir/with space.c":333:4294967295)
%30 = "my_dialect.thing"() ({
}, {
^bb6():
}, {
  %_31 = "bar.yield"() <{"quoted key 0"= "-\tb_🙂", d.k1= vector<16xi128>}> {_u0, attr1= 1.0e-30 : f8E5M2}: () -> (i8)
}) {d.k0= -2.5e-3 : f32, _u1= -2147483648: i32, _u2= 6.670 : f64}: () -> (i32)
%32 = "foo.compute"(%0) {x0= -100.0, a1= unit, value2, sym_name3= 4.347 : f64}: (index) -> tuple<i1024, si64, f8E4M3FN, tensor<?x?xf32, #foo.enc<[-5]>>> loc(unknown)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000A76B8642"
    }
  }
#-}
