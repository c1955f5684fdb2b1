// 
%0 = "z.nop"(): () -> tensor<506xindex> loc("dir/with space.c":256:173)
"foo.bar"() ({
  %r1 = "z.nop"(%0, %0, %0): (tensor<506xindex>, tensor<506xindex>, tensor<506xindex>) -> (complex<si1024>) loc("x")
  %value2:4 = "foo.bar.baz"() {foo.k0= "_/b\"\t\95#X0", z91= affine_map<(d0, d1)[] -> (-(d0))>, value2, z93= affine_map<(d0, d1) -> (d1, d0)>}: () -> (vector<13x9x[13]xi8>, index, i1024, !foo.t<<"x y" , [66, "x y", i8] , f32>>)
  %3:3 = "z.nop"(%value2#0) {attr0= 0x8D : f8E5M2FNUZ, my.k1= -1: i3, "quoted key 2"= dense<[0.3]> : vector<1xf32>, foo.k3= "<0*.a\\_/\\}"}: (vector<13x9x[13]xi8>) -> (complex<si8>, tensor<*xf128>, complex<f32>)
  %_4 = "z.nop"(%0, %0, %value2#3) <{foo.k0= 0xE7ED : f16, attr1= 825427.0 : bf16, _u2= vector<si8>, attr3= {my.k0= 28 : index, d.k1}}>: (tensor<506xindex>, tensor<506xindex>, !foo.t<<"x y" , [66, "x y", i8] , f32>>) -> ui128
  "foo.br"(%value2#3)[^bb1]  : (!foo.t<<"x y" , [66, "x y", i8] , f32>>) -> ()
^bb1:
  %v5, %value6:2 = "d.op_1"(%3#0): 
  (complex<si8>) -> (tf32, index, index) loc(fused[])
  %v7:3 = "d.op_1"(%_4) <{}> {_u0= affine_set<(i0)[N0] : ((-(i0)) floordiv 6 >= 0, (2 - N0) ceildiv 5 >= -(7), 5 >= i0)>, sym_name1= i3}: (ui128) -> (ui24, !foo.param<["x y", a.b]>, i1024)
  %8 = "my_dialect.thing"(%value2#1)<{}>: (index) -> ui1024 loc("f":42:45 to 42:80)
  "foo.bar.baz"(%v7#1, %value2#3): (!foo.param<["x y", a.b]>, !foo.t<<"x y" , [66, "x y", i8] , f32>>) -> () loc("f":37:67 to 40:73)
  // é unicode
  %9 = "bar.yield"(%v7#1, %_4): (!foo.param<["x y", a.b]>, ui128) -> f32
  "x.switch"(%8, %8, %value2#3)[^bb2, ^bb2] ({

    "d.op_1"(%8, %8, %8): (ui1024, ui1024, ui1024) -> ()
  }) {}: (ui1024, ui1024, !foo.t<<"x y" , [66, "x y", i8] , f32>>) -> ()
^bb2():
  %v10 = "my_dialect.thing"(%_4): (ui128) -> tuple<f32, i32> loc("name")
  %v11 = "my_dialect.thing"(%3#1, %3#1, %3#0): (tensor<*xf128>, tensor<*xf128>, complex<si8>) -> ui17 loc("f":31:57 to :58)
  // é unicode
  "cfx.cond_br"()[^loop3, ^bb1] <{"quoted key 0"= "z\\"}> {}: () -> ()
^undefined_block(%value12: complex<f32>, %_13: i128 loc("":22:12 to 24:44)):
  "x.switch"(%3#0, %_4, %value12)[^bb1] ({
    "a.b"() {}: () -> ()
    %value14 = "my_dialect.thing"(%value12)<{"quoted key 0"= "\7f\t\00_\000\8F.!X." : f6E2M3FN, my.k1= 0x0: i16}>: (complex<f32>) -> none
    "x.switch"(%_13, %_13)[^bb6]: (i128, i128) -> ()
  ^bb6(%_15 : f64 loc("name"), %value16: vector<4x9 x [8]xf64>):
    %17 = "a.b"(%value16, %_13): (vector<4x9 x [8]xf64>, i128) -> ((index, memref<6x45xf32>) -> index)
    "cfx.cond_br"(%3#1, %3#1)[^bb6]: (tensor<*xf128>, tensor<*xf128>) -> () loc("dir/with space.c":25:56 to 27:18)
  }, {
  ^bb7(%_18: complex<tf32>, %a.b19 : !bar.a.b, %value20: memref<3x32xbf16, strided<[17, 1], offset:0>> loc("dir/with space.c":48:418)):
    %21:2 = "d.op_1"(%_18, %0, %value20): (complex<tf32>, tensor<506xindex>, memref<3x32xbf16, strided<[17, 1], offset:0>>) -> (bf16, si32) loc("":37:28 to :30)
    "bar.yield"(%21#1) ({
      %_22 = "foo.bar.baz"(%a.b19, %21#1, %_13)<{_u0= sparse<[[1, 2]], [0xF835]> : tensor<4x5xbf16>, k$1= dense<[[948693.0, 0xDAD5, -667.66533, 1.0e-30], [0x3DCA, 4.845, -6.16908e+1, 100.0], [0xB428 , 1048323.0, -2.0, 3.24148e-14], [-939552.0, 97.664846, 0xCF12 , 6.720]]> : vector<4x4xf16>, my.k2=	 [dense<"0xD2733E6DD311D71C119F21109D73849D9C5B8A0382378F3FD13CD0D4A8C889B99C133A02A101D267F5315A1ABD747C2D"> : vector<3x4xf32>, dense<[0.4535073, 2.466, 3.14159265358979]> : tensor<3xf8E5M2>, @f_1], _u3= {a0= true}}>: (!bar.a.b, si32, i128) -> complex<f16>
      "foo.bar"(%3#1, %_22, %value2#1) {}: (tensor<*xf128>, complex<f16> , index) -> () loc(fused["src/x.py":366:4294967295])
      %23:4 = "foo.compute"(%21#0, %21#1, %value20)<{_u0, a1= dense_resource<weights0> : tensor<6xi8>, sym_name2= [dense<"0x5ECB8790"> : tensor<i32>, "\00a @0.\B5#X🙂'\C3\A9"]}>: (bf16, si32, memref<3x32xbf16, strided<[17, 1], offset:0>>) -> (none, index, f32, ui17) loc("src/x.py":0:0)
      %24:4 = "a.b"(%value2#1, %23#1) <{foo.k0, sym_name1= @a::@c::@s$, a2= 1: i8}>: (index, index) -> (vector<[12]x[7]xf16>, i1024, f8E4M3, vector<[10]xsi32>) loc(unknown)
      %v25:4 = "foo.bar"(%24#0, %24#0) <{sym_name0= 2.0 : bf16, a1	= {_u0= dense_resource<r.1> : tensor<6xf32>, attr1= 0: ui32, z92= {_u0= @a::@main, value1, value2}, x3= 1: i1}, _u2= 2.0 : f8E5M2FNUZ, "quoted key 3"= 0.0 : f64}>: (vector<[12]x[7]xf16>, vector<[12]x[7]xf16>) -> (() -> tensor<2 x complex<i32>  >, i32, !x.type, i3)

      "x.switch"(%24#2, %_18, %v25#1)[^9]<{}>: (f8E4M3, complex<tf32>, i32) -> () loc("":37:412)
    ^9(%26 : !my_dialect.v<[? <f32 , -4> 68]>):
      %value27:2 = "my_dialect.thing"(): () -> (f16, tuple<i64, f8E5M2FNUZ, si64, i32>) loc(unknown)
      "a.b"(%26) {z90= 0.830 : f16, z91}: (!my_dialect.v<[? <f32 , -4> 68]>) -> () loc("x")
    }, {
    ^bb10():
    }): (si32) -> () loc("f":34:81)
    "z.nop"() {}: () -> () loc("dir/with space.c":366:22)
    %value28, %29:3 = "d.op_1"(%a.b19, %value20) {z90= 0x0: ui8, k$1= dense<0x23> : tensor<4x3x4xf6E2M3FN>, _u2= "\7f#\00'\t\n-\t\t<\"0"}: (!bar.a.b, memref<3x32xbf16, strided<[17, 1], offset:0>>) -> (ui16, memref<897x?x1020xf8E3M4, affine_map<(d0, d1, d2) -> (d2, (1 + 8) floordiv 7, 4 * (1))>>, complex<f8E4M3FNUZ>, complex<bf16>)
    "foo.compute"(%3#2, %a.b19) {x0= [affine_map<(i0)[N0, N1] -> ()>, dense<-4.9e-324> : vector<4xbf16>, dense<[(0.1, 0.3449108), (0x7C00, 390.765740), (80.96E7, 0.4280504)]> : tensor<3xcomplex<f16>>], my.k1= 44.84E7 : bf16, attr2= 0: ui16, x3= affine_map<(d0, d1)[] -> ((8) ceildiv 2, (0) ceildiv 4 * 6, 6)>}: (complex<f32>, !bar.a.b) -> () loc("f":133:1)
    %value30:4 = "a.b"(%r1,  %value28) <{}> {value0= #foo<"abc">, k$1= {z90, value1, _u2, k$3= @main::@c}, foo.k2= 0.8227075 : f32, k$3= {a0= #my.a<<abc, ["x y", -2]>, <<-4>,?,"x y">, ["x y" , {"x y" , "x y"}]>, d.k1, my.k2= array<f64: 1.430, -1.0e300, 1.37108e37, 493.239798, 3.233>, _u3= true}}: (complex<si1024>,ui16) -> (tensor<?xf16>, si64, f32, !bar<"">) loc("src/x.py":12)
  }) {attr0	= f64, k$1= {}, a2= "\00\t\"\".", sym_name3=   4 : index}: (complex<si8>, ui128, complex<f32>) -> ()
}): () -> () // trailing comment
%31 = "a.b"() <{value0= true}>: () -> i16
"a.b"(%0, %31, %31) {}: (tensor<506xindex>, i16, i16) -> () loc("with \"q\"")

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x040000005B6B9EAD1D18",
      r.1: "0x04000000B844E36F7A9078B4EFE4E8AF2BC014A6C1FDE3370A1D1B54"
    }
  }
#-}
