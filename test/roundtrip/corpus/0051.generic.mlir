!tuple = tuple<si64, tf32, memref<4x14x192xi1, strided<[54, ?, ?], offset: ?>>, none, f64, i32, f64, none, tf32, tensor<658xindex>, f16, f16, i32, i7, si128, si1024, i32>
#distinct = distinct[0]<-6.378750e+05 : f64>
"builtin.module"() <{sym_name = "m3"}> ({
  "foo.op"() ({
    %3:4 = "foo.bar"() ({
      %16 = "a.b"() : () -> si32
      "d.op_1"(%16, %16, %16) ({
      }) : (si32, si32, si32) -> ()
      %17 = "foo.bar"() ({
        %21 = "foo.op"(%16, %16) : (si32, si32) -> memref<*xi3, {kind = "scratch"}>
        "foo.op"(%16, %21, %16) : (si32, memref<*xi3, {kind = "scratch"}>, si32) -> ()
      }) : () -> f128
      %18:3 = "x.y"(%16, %17, %17) ({
        %20 = "z.nop"() : () -> i8
      }) {value0 = @"x y"} : (si32, f128, f128) -> (f64, si1024, tuple<tensor<2xindex>, f64, ui128, i24>)
      "my_dialect.thing"(%18#0, %18#0) : (f64, f64) -> ()
      %19:3 = "z.nop"(%18#0) {attr0 = 13 : index, sym_name1 = array<i8: -1, -1, -5>} : (f64) -> (tuple<f16, f16, index, f32>, (vector<6x10xf16>) -> (), i1)
    }) : () -> (none, tuple<f8E4M3FNUZ, index>, memref<?x2x?xsi32, 4>, tensor<4x?x!x<"abc">>)
    "foo.bar"(%3#0) <{my.k1 = dense<(0x7C00,-2.000000e+00)> : tensor<3x4x1xcomplex<f16>>, z90 = [-64 : i7]}> {_u1 = [], d.k0 = dense<-8.704260e+25> : tensor<4xbf16>, z92} : (none) -> ()
    %4 = "foo.bar"(%3#2) <{attr0 = 1 : index}> ({
    ^bb0(%arg6: f16):
    }, {
    ^bb0(%arg4: i8, %arg5: index):
      %13:2 = "x.y"(%3#3, %arg5, %3#3) {_u2 = "\22\09*\E6\97\A5\E6\9C\AC\22\09*#z\\", _u3 = 9.414160e-02 : f64, "quoted key 0" = dense<[[-2.587890e+00, -1.706120e-03, 1.331000e+03, 9.640000e+02], [6.475450e-04, 2.008000e+03, -2.233600e+04, 1.352690e-02]]> : tensor<2x4xf16>, x1 = "\22_\7F\82"} : (tensor<4x?x!x<"abc">>, index, tensor<4x?x!x<"abc">>) -> (f6E3M2FN, bf16)
      %14 = "foo.bar"(%13#0, %arg4) : (f6E3M2FN, i8) -> complex<f16>
      "my_dialect.thing"(%14, %13#1) {a1 = 0 : si3, k$0 = [], x2 = array<i32: 652, 0>} : (complex<f16>, bf16) -> ()
      "foo.bar.baz"(%3#2, %14, %arg5) <{attr0 = #x.flag, k$2 = {sym_name0}, value1 = 0 : i8}> : (memref<?x2x?xsi32, 4>, complex<f16>, index) -> ()
      %15:3 = "foo.bar"() {sym_name0 = [@"\C3\A9", "\22\\{%\7F", #distinct]} : () -> (complex<f8E5M2FNUZ>, tuple<memref<*xcomplex<i32>>, index, i8>, !tuple)
    }, {
      %9 = "a.b"(%3#2) {_u2 = dense<0> : tensor<ui64>, d.k1 = array<i64: -1, -9223372036854775808, -1, -1, 1>, "quoted key 0" = 0 : ui17, z93 = [[-1], -112206373]} : (memref<?x2x?xsi32, 4>) -> f64
      "foo.br"()[^bb1] ({
      ^bb0(%arg2: tensor<?xi64>, %arg3: i64):
        "foo.compute"() {b0 = dense_resource<res_0> : tensor<6xf64>, foo.k1 = sparse<0, 1> : tensor<4xi32>} : () -> ()
        %11:3 = "foo.op"(%9, %arg2, %3#0) : (f64, tensor<?xi64>, none) -> (vector<2x[9]xsi24>, memref<*xi32>, index)
        %12:4 = "z.nop"() {d.k0, x1} : () -> (index, complex<f8E4M3FNUZ>, vector<13x5x8xf16>, f16)
      }) : () -> ()
    ^bb1:  // pred: ^bb0
      "d.op_1"(%3#2, %3#2) {k$0 = dense_resource<r.1> : tensor<4xi64>, sym_name2, x1 = {}} : (memref<?x2x?xsi32, 4>, memref<?x2x?xsi32, 4>) -> ()
      %10 = "x.y"(%3#0, %3#0, %9) {b0 = 33 : index} : (none, none, f64) -> i64
    }) : (memref<?x2x?xsi32, 4>) -> tensor<340x3x2xindex>
    %5 = "d.op_1"(%3#2) ({
    ^bb0(%arg0: f8E8M0FNU, %arg1: vector<9x5xf64>):
      %7 = "foo.bar.baz"(%3#3, %3#3) <{_u1 = affine_set<(d0, d1)[s0] : (d1 ceildiv 3 + s0 + 16 >= 0, (d0 mod 2) * 8 >= 0, 2 >= 0)>, attr2 = [{a0, attr2 = -0.83137150000000004 : f64, b1, sym_name3 = 7 : ui3}, dense<412625117> : tensor<i32>, affine_map<(d0)[s0] -> (0, s0 * 3)>, "{a.\0A"], value0 = memref<4x4x149xcomplex<ui1>, 1>}> : (tensor<4x?x!x<"abc">>, tensor<4x?x!x<"abc">>) -> tensor<1x?x0x3xcomplex<f8E5M2>>
      %8 = "my_dialect.thing"() : () -> tensor<1005x2x404xi8>
    }, {
    }, {
    }) {my.k0 = 6.550400e+04 : f64, sym_name1 = 2.133500e+08 : f32, x2 = true, x3 = dense<1096053> : tensor<i24>} : (memref<?x2x?xsi32, 4>) -> none
    "a.b"(%3#2, %5, %5) : (memref<?x2x?xsi32, 4>, none, none) -> ()
    %6 = "foo.bar.baz"() {_u1, a2 = dense<625> : tensor<2x4xindex>, "quoted key 3" = #my.p<{"x y" , "x y" , 36},<<3 , true , "x y">, "x y">,<abc, "x y", f32>>, x0 = "*{\E4\00\F0\9F\99\82"} : () -> f8E4M3FNUZ
  }) {k$0 = 35 : index, value1 = #foo.a<?>} : () -> ()
  %0 = "a.b"() : () -> tuple<i17, i1>
  %1:3 = "foo.compute"(%0) <{attr0 = 3.463000e+04 : f32, d.k1 = 1 : ui64, value2}> {foo.k0 = array<i16: -1, 1, 0, 1, 0>, foo.k2 = -2228 : i16, value3 = 242135730 : index, z91 = "##*@!--\09%\F0\9F\99\82*" : ui64} : (tuple<i17, i1>) -> (index, tuple<>, i1)
  %2:3 = "bar.yield"(%0, %1#0, %1#1) : (tuple<i17, i1>, index, tuple<>) -> (none, vector<[2]x8xbf16>, f64)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000B8491CEBC487FBBAFA899BD0F6C84F1E02EA5A5FC60075F97DFC45130C2DB51BFCCC9E10BAF7F892AD6D2AD15949366C",
      r.1: "0x080000006300B0867862A8D758B9EDEC8F04C8A9AE42732D24B4B9B2B1253252E537C329"
    }
  }
#-}

