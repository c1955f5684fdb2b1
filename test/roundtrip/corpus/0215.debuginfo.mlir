!tuple = tuple<index, i128, si32, i17, si8, i1, f16, tensor<0x113x?xbf16>, complex<f8E3M4>, i3, f64, index, f64, f64, f8E5M2, f64, ui1>
#distinct = distinct[0]<dense<true> : tensor<si1>>
#loc4 = loc("0215.in.mlir":5:6)
#loc5 = loc("f":289:84)
#loc21 = loc("0215.in.mlir":26:4)
#loc22 = loc("0215.in.mlir":26:16)
#loc23 = loc("0215.in.mlir":26:36)
#loc25 = loc("0215.in.mlir":29:9)
#loc27 = loc("0215.in.mlir":33:8)
#map = affine_map<(d0, d1)[s0] -> (76)>
#map1 = affine_map<(d0, d1)[s0] -> (d1 * 6, 0)>
#set = affine_set<(d0, d1)[s0] : (63 == 0)>
"builtin.module"() ({
  %0 = "foo.op"() <{my.k0 = "bb"}> : () -> index loc(#loc1)
  %1 = "foo.compute"(%0, %0, %0) {my.k1 = false, sym_name2 = vector<2xui8>, value0 = "\\\\z\22\00.{"} : (index, index, index) -> none loc(#loc2)
  %2 = "z.nop"(%0) ({
  ^bb0(%arg5: tensor<3x?x8xf6E2M3FN> loc("0215.in.mlir":5:6), %arg6: tensor<3x6x2xsi128> loc("f":289:84)):
    %15:4 = "my_dialect.thing"(%arg6, %arg6, %1) {a2 = dense<-1> : tensor<i8>, k$1 = #set, my.k3 = 0 : i24, sym_name0 = array<f64: 0.7012003, 1.039460e+06>} : (tensor<3x6x2xsi128>, tensor<3x6x2xsi128>, none) -> (si7, i7, memref<3xi1>, vector<7x[4]xindex>) loc(#loc6)
    "d.op_1"(%15#0, %15#0, %15#3) ({
      "builtin.module"() ({
        %16:2 = "foo.compute"() {d.k0 = "\\\0A@\22\C3\A9\0A\\\09\09%-" : f64} : () -> (i32, i1) loc(#loc9)
        %17:3 = "x.y"(%16#0) ({
          "foo.compute"() {sym_name0 = sparse<[[2, 4], [0, 3], [2, 4]], [3, -3, -2147483648]> : tensor<3x5xi32>} : () -> () loc(#loc40)
          %19 = "foo.compute"(%16#1, %16#0) : (i1, i32) -> si8 loc(#loc41)
          "z.nop"(%16#1, %16#0, %19) : (i1, i32, si8) -> () loc(#loc14)
          %20 = "foo.op"(%19, %16#1) : (si8, i1) -> bf16 loc(#loc15)
          %21:4 = "bar.yield"(%20, %16#0) : (bf16, i32) -> (i16, vector<[10]x9x9xf80>, complex<bf16>, tuple<index>) loc(#loc16)
          "foo.bar"(%21#3, %20) : (tuple<index>, bf16) -> () loc(#loc17)
        }) {"quoted key 0" = 9.9999999999999997E+37 : f64, "quoted key 1" = #distinct} : (i32) -> (complex<f8E4M3B11FNUZ>, none, vector<14x11xf8E8M0FNU>) loc(#loc10)
        %18 = "z.nop"() <{attr1 = "%.@#\\_'{\\", sym_name0 = index, z92 = f64}> : () -> f8E4M3FNUZ loc(#loc18)
        "foo.op"(%17#2) <{a2 = 0 : i17, k$0 = 1 : i7, z91 = 200 : i128}> {value0 = "#b\\ !-{a0", x1 = dense_resource<weights0> : tensor<1xf32>} : (vector<14x11xf8E8M0FNU>) -> () loc(#loc19)
      }) : () -> () loc(#loc8)
    }) {_u0 = true, foo.k1 = #map, x2 = 1.0000000000000000525E+300 : f80} : (si7, si7, vector<7x[4]xindex>) -> () loc(#loc7)
    "d.op_1"(%15#3, %15#1, %15#2) <{b1 = [[0 : i7, affine_set<(d0, d1) : (d0 * -9 + 9 >= 0, (d0 * 9) mod 2 - 1 >= 0)>, dense<[[0, 9640145741230190350927991447], [0, 704200001713830908299094881415337958860182131870804216946021307580375676783191883158852051235015329843743932079952737349176322232915283121779684454904758096141], [675638810313499394336354552336549451555375313226130800567600879382285976151399270823928354741686332974741148674105120868992546106496896822214118412500722224417226570968468374987647335829372, 0], [0, 0]]> : vector<4x2xui1024>, 31465]], b3 = "'\\-\7F-\22}" : i32, x0 = "<\7F" : f8E5M2, x2 = 2.000000e+00 : f8E4M3FN}> {_u0 = "\0A\C3\A9\0A" : f32, attr1, b3 = "!X" : i64, d.k2 = array<i16: 0, -4>} : (vector<7x[4]xindex>, i7, memref<3xi1>) -> () loc(#loc20)
  }, {
  ^bb0(%arg0: f128 loc("0215.in.mlir":26:4), %arg1: complex<ui16> loc("0215.in.mlir":26:16), %arg2: ui64 loc("0215.in.mlir":26:36)):
    %8:4 = "foo.bar"(%arg2, %arg2, %arg2) ({
    ^bb0(%arg4: ui24 loc("0215.in.mlir":29:9)):
      "foo.op"(%arg0, %arg4) ({
      }) : (f128, ui24) -> () loc(#loc26)
    }, {
    ^bb0(%arg3: bf16 loc("0215.in.mlir":33:8)):
      %14:3 = "d.op_1"(%arg0) {_u0 = -2.600000e+01 : f8E4M3FNUZ, x1 = "-!{\22\22\C3\A9_\00<\0A"} : (f128) -> (index, vector<bf16>, index) loc(#loc28)
      "d.op_1"(%14#0, %14#2) : (index, index) -> () loc(#loc29)
    }) : (ui64, ui64, ui64) -> (f80, i3, memref<2xui8, strided<[1]>, "local mem">, !tuple) loc(#loc24)
    %9:3 = "foo.op"(%8#2) : (memref<2xui8, strided<[1]>, "local mem">) -> (i7, vector<7xf32>, f32) loc(#loc30)
    %10:3 = "foo.bar"(%8#3) : (!tuple) -> (memref<47x2xf8E4M3B11FNUZ>, f8E4M3, i1) loc(#loc42)
    %11 = "a.b"(%10#2, %10#1) : (i1, f8E4M3) -> !my_dialect.t<{?}, ?, "x y"> loc(#loc31)
    %12 = "my_dialect.thing"() {k$0 = -566.197632 : f32, k$1 = "\0A'\\b", "quoted key 2" = f32, z93} : () -> complex<bf16> loc(#loc43)
    %13 = "foo.bar"(%12, %1, %9#2) : (complex<bf16>, none, f32) -> complex<bf16> loc(#loc35)
  }) : (index) -> f8E4M3FNUZ loc(#loc3)
  %3 = "a.b"(%1, %1) <{k$0 = affine_map<(d0, d1, d2) -> ()>, value2 = #x.v<-4>, z91 = #my.v<"x y">, z93 = [sparse<[[1, 0, 1], [2, 5, 2], [0, 0, 3], [2, 3, 0]], [-154155, 1, -55, 0]> : tensor<3x6x4xi32>, 0xFC00 : f16, 376 : si32, "{b\220\22\22z@" : f32]}> : (none, none) -> ui8 loc(#loc36)
  %4 = "foo.bar.baz"() {b0 = #map1} : () -> tuple<si1024> loc(#loc37)
  %5 = "my_dialect.thing"() ({
  }, {
  ^bb0:
  }, {
    %7 = "bar.yield"() <{d.k1 = vector<16xi128>, "quoted key 0" = "-\09b_\F0\9F\99\82"}> {_u0, attr1 = 0.000000e+00 : f8E5M2} : () -> i8 loc(#loc39)
  }) {_u1 = -2147483648 : i32, _u2 = 6.670000e+00 : f64, d.k0 = -2.500000e-03 : f32} : () -> i32 loc(#loc38)
  %6 = "foo.compute"(%0) {a1, sym_name3 = 4.347000e+00 : f64, value2, x0 = -1.000000e+02 : f64} : (index) -> tuple<i1024, si64, f8E4M3FN, tensor<?x?xf32, #foo.enc<[-5]>>> loc(#loc31)
}) : () -> () loc(#loc)
#loc = loc("0215.in.mlir":0:0)
#loc1 = loc("0215.in.mlir":1:6)
#loc2 = loc("-":4294967295:150)
#loc3 = loc("0215.in.mlir":4:6)
#loc6 = loc("dir/with space.c":25:404)
#loc7 = loc("0215.in.mlir":7:3)
#loc8 = loc("src/x.py":29:51 to 30:61)
#loc9 = loc("-":50:285)
#loc10 = loc("-":98:18)
#loc11 = loc("f":50:45 to :52)
#loc12 = loc("f":259:412)
#loc13 = loc("op.1")
#loc14 = loc("f":417:0)
#loc15 = loc("0215.in.mlir":16:15)
#loc16 = loc("0215.in.mlir":17:17)
#loc17 = loc("0215.in.mlir":18:9)
#loc18 = loc("0215.in.mlir":20:13)
#loc19 = loc("0215.in.mlir":21:7)
#loc20 = loc("0215.in.mlir":24:3)
#loc24 = loc("dir/with space.c":0:129)
#loc26 = loc("0215.in.mlir":30:5)
#loc28 = loc("0215.in.mlir":34:14)
#loc29 = loc("0215.in.mlir":35:5)
#loc30 = loc("src/x.py":0:139)
#loc31 = loc(unknown)
#loc32 = loc("x")
#loc33 = loc("a.mlir":327:30)
#loc34 = loc("a.mlir":27:30 to 28:60)
#loc35 = loc("0215.in.mlir":41:9)
#loc36 = loc("0215.in.mlir":43:12)
#loc37 = loc("dir/with space.c":333:4294967295)
#loc38 = loc("0215.in.mlir":45:7)
#loc39 = loc("0215.in.mlir":49:10)
#loc40 = loc("v"(#loc11))
#loc41 = loc(fused[#loc12, #loc13])
#loc42 = loc(callsite(#loc31 at #loc32))
#loc43 = loc(callsite(#loc33 at #loc34))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000A76B8642"
    }
  }
#-}

