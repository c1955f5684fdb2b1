!tuple = tuple<index, i128, si32, i17, si8, i1, f16, tensor<0x113x?xbf16>, complex<f8E3M4>, i3, f64, index, f64, f64, f8E5M2, f64, ui1>
#distinct = distinct[0]<dense<true> : tensor<si1>>
#map = affine_map<(d0, d1)[s0] -> (76)>
#map1 = affine_map<(d0, d1)[s0] -> (d1 * 6, 0)>
#set = affine_set<(d0, d1)[s0] : (63 == 0)>
"builtin.module"() ({
  %0 = "foo.op"() <{my.k0 = "bb"}> : () -> index
  %1 = "foo.compute"(%0, %0, %0) {my.k1 = false, sym_name2 = vector<2xui8>, value0 = "\\\\z\22\00.{"} : (index, index, index) -> none
  %2 = "z.nop"(%0) ({
  ^bb0(%arg5: tensor<3x?x8xf6E2M3FN>, %arg6: tensor<3x6x2xsi128>):
    %15:4 = "my_dialect.thing"(%arg6, %arg6, %1) {a2 = dense<-1> : tensor<i8>, k$1 = #set, my.k3 = 0 : i24, sym_name0 = array<f64: 0.7012003, 1.039460e+06>} : (tensor<3x6x2xsi128>, tensor<3x6x2xsi128>, none) -> (si7, i7, memref<3xi1>, vector<7x[4]xindex>)
    "d.op_1"(%15#0, %15#0, %15#3) ({
      "builtin.module"() ({
        %16:2 = "foo.compute"() {d.k0 = "\\\0A@\22\C3\A9\0A\\\09\09%-" : f64} : () -> (i32, i1)
        %17:3 = "x.y"(%16#0) ({
          "foo.compute"() {sym_name0 = sparse<[[2, 4], [0, 3], [2, 4]], [3, -3, -2147483648]> : tensor<3x5xi32>} : () -> ()
          %19 = "foo.compute"(%16#1, %16#0) : (i1, i32) -> si8
          "z.nop"(%16#1, %16#0, %19) : (i1, i32, si8) -> ()
          %20 = "foo.op"(%19, %16#1) : (si8, i1) -> bf16
          %21:4 = "bar.yield"(%20, %16#0) : (bf16, i32) -> (i16, vector<[10]x9x9xf80>, complex<bf16>, tuple<index>)
          "foo.bar"(%21#3, %20) : (tuple<index>, bf16) -> ()
        }) {"quoted key 0" = 9.9999999999999997E+37 : f64, "quoted key 1" = #distinct} : (i32) -> (complex<f8E4M3B11FNUZ>, none, vector<14x11xf8E8M0FNU>)
        %18 = "z.nop"() <{attr1 = "%.@#\\_'{\\", sym_name0 = index, z92 = f64}> : () -> f8E4M3FNUZ
        "foo.op"(%17#2) <{a2 = 0 : i17, k$0 = 1 : i7, z91 = 200 : i128}> {value0 = "#b\\ !-{a0", x1 = dense_resource<weights0> : tensor<1xf32>} : (vector<14x11xf8E8M0FNU>) -> ()
      }) : () -> ()
    }) {_u0 = true, foo.k1 = #map, x2 = 1.0000000000000000525E+300 : f80} : (si7, si7, vector<7x[4]xindex>) -> ()
    "d.op_1"(%15#3, %15#1, %15#2) <{b1 = [[0 : i7, affine_set<(d0, d1) : (d0 * -9 + 9 >= 0, (d0 * 9) mod 2 - 1 >= 0)>, dense<[[0, 9640145741230190350927991447], [0, 704200001713830908299094881415337958860182131870804216946021307580375676783191883158852051235015329843743932079952737349176322232915283121779684454904758096141], [675638810313499394336354552336549451555375313226130800567600879382285976151399270823928354741686332974741148674105120868992546106496896822214118412500722224417226570968468374987647335829372, 0], [0, 0]]> : vector<4x2xui1024>, 31465]], b3 = "'\\-\7F-\22}" : i32, x0 = "<\7F" : f8E5M2, x2 = 2.000000e+00 : f8E4M3FN}> {_u0 = "\0A\C3\A9\0A" : f32, attr1, b3 = "!X" : i64, d.k2 = array<i16: 0, -4>} : (vector<7x[4]xindex>, i7, memref<3xi1>) -> ()
  }, {
  ^bb0(%arg0: f128, %arg1: complex<ui16>, %arg2: ui64):
    %8:4 = "foo.bar"(%arg2, %arg2, %arg2) ({
    ^bb0(%arg4: ui24):
      "foo.op"(%arg0, %arg4) ({
      }) : (f128, ui24) -> ()
    }, {
    ^bb0(%arg3: bf16):
      %14:3 = "d.op_1"(%arg0) {_u0 = -2.600000e+01 : f8E4M3FNUZ, x1 = "-!{\22\22\C3\A9_\00<\0A"} : (f128) -> (index, vector<bf16>, index)
      "d.op_1"(%14#0, %14#2) : (index, index) -> ()
    }) : (ui64, ui64, ui64) -> (f80, i3, memref<2xui8, strided<[1]>, "local mem">, !tuple)
    %9:3 = "foo.op"(%8#2) : (memref<2xui8, strided<[1]>, "local mem">) -> (i7, vector<7xf32>, f32)
    %10:3 = "foo.bar"(%8#3) : (!tuple) -> (memref<47x2xf8E4M3B11FNUZ>, f8E4M3, i1)
    %11 = "a.b"(%10#2, %10#1) : (i1, f8E4M3) -> !my_dialect.t<{?}, ?, "x y">
    %12 = "my_dialect.thing"() {k$0 = -566.197632 : f32, k$1 = "\0A'\\b", "quoted key 2" = f32, z93} : () -> complex<bf16>
    %13 = "foo.bar"(%12, %1, %9#2) : (complex<bf16>, none, f32) -> complex<bf16>
  }) : (index) -> f8E4M3FNUZ
  %3 = "a.b"(%1, %1) <{k$0 = affine_map<(d0, d1, d2) -> ()>, value2 = #x.v<-4>, z91 = #my.v<"x y">, z93 = [sparse<[[1, 0, 1], [2, 5, 2], [0, 0, 3], [2, 3, 0]], [-154155, 1, -55, 0]> : tensor<3x6x4xi32>, 0xFC00 : f16, 376 : si32, "{b\220\22\22z@" : f32]}> : (none, none) -> ui8
  %4 = "foo.bar.baz"() {b0 = #map1} : () -> tuple<si1024>
  %5 = "my_dialect.thing"() ({
  }, {
  ^bb0:
  }, {
    %7 = "bar.yield"() <{d.k1 = vector<16xi128>, "quoted key 0" = "-\09b_\F0\9F\99\82"}> {_u0, attr1 = 0.000000e+00 : f8E5M2} : () -> i8
  }) {_u1 = -2147483648 : i32, _u2 = 6.670000e+00 : f64, d.k0 = -2.500000e-03 : f32} : () -> i32
  %6 = "foo.compute"(%0) {a1, sym_name3 = 4.347000e+00 : f64, value2, x0 = -1.000000e+02 : f64} : (index) -> tuple<i1024, si64, f8E4M3FN, tensor<?x?xf32, #foo.enc<[-5]>>>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000A76B8642"
    }
  }
#-}

