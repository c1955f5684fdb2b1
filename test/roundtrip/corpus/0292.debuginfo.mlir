!tuple = tuple<f64, vector<5xf64>, f64, index, f16, f32, tensor<6x2xindex>, f64, f16, f8E4M3B11FNUZ, f16, f64, bf16, i128, f128, ui128, ui64, tensor<1x315x540xtf32>, i7, i24, i17, f32, i1>
!tuple1 = tuple<f32, index, f32, memref<?x3x?xf8E5M2FNUZ, strided<[?, ?, 1]>, {kind = "scratch"}>, f32, index, i8, index, ui1, f16, f32, f16, i64, !x<"">, i3, f16, si8, i64, f32, bf16, f16, f64>
#distinct = distinct[0]<true>
#loc5 = loc("dir/with space.c":21:2)
#loc6 = loc("name")
#map = affine_map<()[s0, s1] -> ((s1 ceildiv 2) mod 5)>
#map1 = affine_map<(d0, d1)[s0] -> ()>
#set = affine_set<(d0)[s0, s1] : ((d0 floordiv 3) * -2 + 4 >= 0, d0 + s1 floordiv 5 == 0, (s0 mod 9) * 5 >= 0)>
#distinct1 = distinct[1]<#set>
#loc20 = loc(fused[#loc5, #loc6])
"builtin.module"() ({
  %0:4 = "my_dialect.thing"() <{_u1 = 1 : i64, k$2 = affine_map<() -> (-4)>, my.k0 = -810.248107 : f32, z93 = false}> : () -> (vector<i1>, f64, !foo<"x<y>">, memref<?xi3>) loc(#loc1)
  "bar.yield"() : () -> () loc(#loc2)
  %1:2 = "my_dialect.thing"(%0#0) ({
    "z.nop"(%0#3) {_u2 = #map, k$3 = array<f64: 1.3146066442941658E+300, 4.940660e-324, 0x412FDB2E00000000>, sym_name1, z90 = array<i16: 1, -6413, -1, -12, -909>} : (memref<?xi3>) -> () loc(#loc4)
  }) {attr1 = #x.v<<true> , "x y">, sym_name0 = [-1, #distinct, 59 : index, #loc20]} : (vector<i1>) -> (f8E5M2FNUZ, f6E3M2FN) loc(#loc3)
  %2:4 = "my_dialect.thing"(%1#0, %1#1, %0#2) <{d.k1 = index, my.k2 = dense<> : tensor<0x2xbf16>, "quoted key 0" = {a3 = dense_resource<res_0> : tensor<1xi8>, attr1, value0 = true, value2}}> ({
    %3:4 = "foo.op"() <{a1 = @"x y"::@a, z90 = dense<6> : tensor<1x2xi64>}> ({
      "builtin.module"() ({
        %9:2 = "z.nop"() ({
          "foo.op"() {a1 = #foo.attr, x0 = distinct[2]<>} : () -> () loc(#loc11)
          %13 = "foo.op"() <{}> {a0} : () -> ui16 loc(#loc12)
          %14 = "foo.bar.baz"() <{b0 = #bar.v<? "x y">, foo.k2 = #foo.p<-8,<f32>,<[8,i8] , "x y">>, k$1 = "_a{0%#}/X"}> {_u0 = dense<1.2630047077516076E-60> : tensor<f64>, foo.k1 = #map1, sym_name2} : () -> bf16 loc(#loc12)
        }) {_u2 = [vector<[2]x9x9xf6E2M3FN>, "\0D@a\00", @a, #my.p<?,[?,["x y" ?]],{89, abc}>], attr0 = "\00#<\22/\0A", sym_name3 = "\09\CE\A9\C3\A9!\00<%0\A10", z91 = false} : () -> (!tuple, memref<*xi16>) loc(#loc10)
        %10 = "bar.yield"() : () -> complex<f8E5M2> loc(#loc13)
        %11 = "my_dialect.thing"() {a1 = " 0.a'\0A\006", b0 = -2.500000e-03 : f64, b3 = #bar.p<{-6, {28}, 90}, ?, ["x y",true]>, z92 = 3.14159265358979 : f64} : () -> vector<4x7x5xbf16> loc(#loc14)
        %12 = "d.op_1"(%10, %9#0) : (complex<f8E5M2>, !tuple) -> index loc(#loc12)
      }) : () -> () loc(#loc9)
    }) : () -> (complex<f8E4M3FN>, bf16, vector<3xi1>, none) loc(#loc8)
    %4:3 = "d.op_1"(%1#1) {value0 = [@"x y"::@a::@f_1], z91 = 50 : index} : (f6E3M2FN) -> (complex<f4E2M1FN>, memref<934x3x4xf8E4M3, strided<[?, ?, 1], offset: ?>, 6>, tensor<742xi64>) loc(#loc15)
    %5 = "foo.op"(%0#2, %4#0) : (!foo<"x<y>">, complex<f4E2M1FN>) -> index loc(#loc16)
    %6:2 = "foo.compute"() {b1 = [#distinct1, 1.626000e+02 : f32], value2 = "\22a\\#b\\-\0A\09 .!" : index, z90} : () -> (index, memref<?x3xi8>) loc(#loc17)
    %7 = "bar.yield"() : () -> !tuple1 loc(#loc6)
    %8 = "foo.op"(%5) : (index) -> complex<si64> loc(#loc21)
  }) {"quoted key 0", value1 = true} : (f8E5M2FNUZ, f6E3M2FN, !foo<"x<y>">) -> (ui128, index, bf16, si24) loc(#loc7)
}) : () -> () loc(#loc)
#loc = loc("0292.in.mlir":0:0)
#loc1 = loc("0292.in.mlir":1:13)
#loc2 = loc("-":4294967295:216)
#loc3 = loc("0292.in.mlir":4:9)
#loc4 = loc("0292.in.mlir":5:2)
#loc7 = loc("":18:13 to :65)
#loc8 = loc("0292.in.mlir":8:14)
#loc9 = loc("0292.in.mlir":9:3)
#loc10 = loc("0292.in.mlir":10:11)
#loc11 = loc("0292.in.mlir":12:5)
#loc12 = loc("with \22q\22")
#loc13 = loc("0292.in.mlir":16:11)
#loc14 = loc("0292.in.mlir":17:11)
#loc15 = loc("dir/with space.c":35:31 to :24)
#loc16 = loc("a.mlir":42:32 to 43:52)
#loc17 = loc("0292.in.mlir":23:15)
#loc18 = loc("src/x.py":0:220)
#loc19 = loc("a.mlir":0:453)
#loc21 = loc(callsite(#loc18 at #loc19))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000008B"
    }
  }
#-}

