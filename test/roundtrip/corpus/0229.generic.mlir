#distinct = distinct[0]<sparse<> : tensor<6xf16>>
#map = affine_map<()[s0] -> (0, 2, s0 * 2)>
#set = affine_set<(d0, d1, d2)[s0, s1] : (s0 >= 0)>
#set1 = affine_set<(d0, d1) : (d0 * 2 >= 0, 30 >= 0, -d1 + 5 >= 0)>
#distinct1 = distinct[1]<#map>
"builtin.module"() ({
  "foo.bar.baz"() ({
    %10 = "foo.bar"() <{}> {foo.k0 = "\C3\A9\22\E6\97\A5\E6\9C\AC0/%\7F"} : () -> index
  }) {a1, d.k0 = 0 : i64, my.k2 = #foo.v<[{-6, ?, -3},[? ?],{?,55,?}]>} : () -> ()
  %0 = "x.y"() <{sym_name0 = false}> ({
  }, {
    %9 = "foo.bar.baz"() {_u1 = 1 : si7, foo.k0} : () -> !bar.v<[{? -0 ?}] , <["x y"],{27 -0},{23}> , <{90,true}, 28>>
  }) {"quoted key 2" = [@a, []], value0, z91 = complex<f8E4M3>} : () -> memref<532x4x3xf8E8M0FNU, strided<[17, 9, ?], offset: 10>, {kind = "scratch"}>
  %1:4 = "foo.op"() <{}> {attr0, value1 = array<i1: true, false, true, false, true>} : () -> (vector<8xf64>, i32, memref<*xf64>, complex<f16>)
  %2:2 = "x.y"() <{b0 = ["\0A0X\0A\E2" : i1], b1 = dense_resource<res_0> : tensor<4xf64>, x2}> : () -> (tf32, !bar.t<"x y" -0>)
  %3 = "foo.compute"(%1#3) : (complex<f16>) -> i1
  %4:3 = "x.y"(%1#1, %1#2, %3) <{attr1 = dense<1.000000e+00> : tensor<1xf16>, "quoted key 2" = 42 : index, sym_name0 = -2.750000e+00 : f8E3M4, x3}> {my.k0 = true} : (i32, memref<*xf64>, i1) -> (vector<14x4xi128>, !foo.param<[i8, {? , ?}], <"x y",{i8}>, ?>, f16)
  "x.y"(%2#1, %4#1, %1#0) : (!bar.t<"x y" -0>, !foo.param<[i8, {? , ?}], <"x y",{i8}>, ?>, vector<8xf64>) -> ()
  "foo.bar.baz"(%2#0) <{}> ({
  ^bb0(%arg0: index, %arg1: complex<i1>):
    %8 = "foo.bar.baz"(%4#1) <{my.k0 = [{a0 = sparse<1, 6.176178333486985E+193> : tensor<4xf64>, value1}], my.k1 = 4023295 : i24}> {_u0 = @x.y::@"0start"::@"\C3\A9", "quoted key 1" = #distinct1} : (!foo.param<[i8, {? , ?}], <"x y",{i8}>, ?>) -> none
  }) : (tf32) -> ()
  %5:3 = "bar.yield"(%0, %1#1, %4#2) : (memref<532x4x3xf8E8M0FNU, strided<[17, 9, ?], offset: 10>, {kind = "scratch"}>, i32, f16) -> (tensor<ui32>, index, memref<2xvector<i8>, strided<[1], offset: 15>>)
  "foo.bar.baz"() {_u0 = "\7F#\00\22", _u1 = 6.250000e-01 : f8E4M3, foo.k2 = {k$0, k$1 = #distinct}} : () -> ()
  %6 = "z.nop"(%5#1, %5#1) : (index, index) -> index
  %7 = "a.b"(%1#2) {x0 = #set} : (memref<*xf64>) -> vector<[8]x3xf32>
  "x.y"() {a1 = [], d.k3 = #set1, k$0 = dense<[[1], [0], [-1], [0]]> : tensor<4x1xi8>, value2 = "\0A'_{\\\22X\22_" : f8E4M3} : () -> ()
}) {foo.module_attr = 9 : index} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000A265BABEF73D9170B90F762A0AE1F4F69C79DA863156979A469A4C0B3A7F246D"
    }
  }
#-}

