#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map1 = affine_map<(d0, d1)[s0] -> (0)>
#set = affine_set<(d0, d1)[s0, s1] : (0 >= 0, 2 >= 0, (d0 * 2) ceildiv 6 >= 0)>
"builtin.module"() <{sym_name = "m2"}> ({
  %0 = "d.op_1"() <{_u3 = dense<> : tensor<0x3xi32>, attr0 = dense<254> : tensor<2x3xsi32>, k$1 = 2.81862922E-36 : f32, z92 = {a1 = 557.53697 : f64, a2 = dense<[[-7.46840227E-31], [-2.56628296E-13]]> : tensor<2x1xf32>, my.k0 = "/\B4-*a", sym_name3 = "\7F'"}}> : () -> f64
  "d.op_1"(%0, %0, %0) <{}> ({
  ^bb0(%arg12: f64, %arg13: !my_dialect.type):
  }) {_u0 = 2.404000e+00 : f32, x1 = #bar.p<true , ?>} : (f64, f64, f64) -> ()
  %1 = "z.nop"(%0, %0, %0) : (f64, f64, f64) -> f32
  %2:4 = "a.b"(%0, %1) {a0 = "\7Fb-", "quoted key 1" = true} : (f64, f32) -> (ui1024, bf16, si64, i1024)
  %3 = "x.y"(%2#2, %2#1) <{}> : (si64, bf16) -> memref<17x8x?xi1, 7>
  "a.b"(%2#1) <{attr0 = ["\22<-\C3\A9\00-"]}> ({
    %7 = "foo.bar.baz"() : () -> si32
    "my_dialect.thing"() <{k$0 = 1.400000e+01 : f6E3M2FN, k$2 = affine_map<()[s0, s1] -> (s1)>, value1 = distinct[0]<>}> {d.k1 = array<i32: 47, -1, -2147483648, 938>, my.k2 = -1 : i32, x0 = 9.99999968E+37 : f32} : () -> ()
    %8 = "foo.op"() ({
    ^bb0(%arg9: i128, %arg10: f64, %arg11: f8E5M2):
    }, {
      "d.op_1"() ({
        "foo.br"()[^bb1, ^bb3] : () -> ()
      ^bb1:  // pred: ^bb0
        %19:4 = "z.nop"(%3, %2#2) : (memref<17x8x?xi1, 7>, si64) -> (si32, none, tensor<1x62x0xui24>, vector<16x[15]xf8E8M0FNU>)
        "foo.br"()[^bb2] : () -> ()
      ^bb2:  // 2 preds: ^bb1, ^bb2
        %20 = "x.y"() <{}> : () -> f16
        "a.jump"(%20, %2#2)[^bb3, ^bb2] {x0 = f128} : (f16, si64) -> ()
      ^bb3:  // 2 preds: ^bb0, ^bb2
        %21:4 = "my_dialect.thing"() : () -> (memref<57x973x163xsi1, strided<[36, 27, 1]>, "shared">, (f16, tensor<?xcomplex<i8>>, i24) -> (), !bar.v<"x y" , ["x y",f32,{49}]>, memref<?x11xi1>)
        "foo.compute"(%1, %21#2) : (f32, !bar.v<"x y" , ["x y",f32,{49}]>) -> ()
        %22:3 = "bar.yield"(%21#2, %21#0) : (!bar.v<"x y" , ["x y",f32,{49}]>, memref<57x973x163xsi1, strided<[36, 27, 1]>, "shared">) -> (si8, vector<8x[2]xi32>, i1024)
      }, {
        %18:2 = "bar.yield"() <{d.k0 = -1 : i64}> : () -> (index, vector<15x7xtf32>)
      }, {
        "d.op_1"() : () -> ()
        "a.b"() : () -> ()
        %16 = "d.op_1"(%2#2, %2#3) : (si64, i1024) -> index
        "foo.bar"(%7, %16, %2#3) {"quoted key 0" = "\09Xa}\00\09"} : (si32, index, i1024) -> ()
        %17 = "x.y"() {_u0 = "" : si8, k$1 = array<i1: true, false, true, false, false>, k$3 = [1.500000e+00 : f8E4M3B11FNUZ, !x.v<f32>, -1 : i1024, " <"], my.k2 = [-1 : index, #set]} : () -> vector<1x9xindex>
        "x.y"(%16, %2#0, %1) : (index, ui1024, f32) -> ()
      }) : () -> ()
      %11:2 = "foo.op"() <{x0 = f32}> : () -> (bf16, complex<f8E4M3B11FNUZ>)
      "foo.compute"() ({
      ^bb0(%arg6: complex<f8E4M3FNUZ>, %arg7: none, %arg8: memref<87x3x1xsi1, #map>):
        %13:3 = "foo.bar.baz"(%arg6, %arg8) {_u2 = #foo<"abc">, b3 = [@"x y"::@_priv], k$1, sym_name0 = #map1} : (complex<f8E4M3FNUZ>, memref<87x3x1xsi1, #map>) -> ((complex<bf16>, complex<f6E2M3FN>, tensor<1x!x.t>) -> (), complex<f8E4M3B11FNUZ>, bf16)
        %14:4 = "my_dialect.thing"(%arg8) : (memref<87x3x1xsi1, #map>) -> (vector<16x11xf6E2M3FN>, f8E5M2, complex<f16>, tensor<2x?x3xf64, #foo.enc>)
        "foo.compute"(%14#0, %2#0) : (vector<16x11xf6E2M3FN>, ui1024) -> ()
        %15 = "foo.bar"() : () -> f16
      }) : () -> ()
      %12 = "d.op_1"(%0, %2#0, %2#3) : (f64, ui1024, i1024) -> f64
    }, {
    ^bb0(%arg3: f8E8M0FNU, %arg4: complex<f32>, %arg5: none):
      %9 = "foo.bar.baz"(%2#2, %7) <{b1 = -1 : i3, my.k0}> : (si64, si32) -> complex<i64>
      %10 = "foo.op"(%arg3, %7) : (f8E8M0FNU, si32) -> f8E4M3
      "foo.compute"(%2#0) : (ui1024) -> ()
    }) : () -> i32
  }) : (bf16) -> ()
  %4 = "foo.op"(%2#0, %1) ({
  }) : (ui1024, f32) -> vector<[13]x3xf64>
  %5 = "a.b"() ({
  ^bb0(%arg0: f128, %arg1: f8E4M3B11FNUZ, %arg2: !foo.v<? , 65 , true>):
    %6:2 = "z.nop"() : () -> (f32, ui3)
  }) {z90 = dense<[[(67,-83), (98,-38), (74,-9)], [(67,-89), (61,-75), (91,-98)], [(49,-86), (86,-35), (70,-4)], [(88,-24), (90,-49), (89,-48)]]> : tensor<4x3xcomplex<i32>>} : () -> f32
}) : () -> ()

