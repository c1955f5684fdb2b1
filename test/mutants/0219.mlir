#attr_0 = 1.0e38 : bf16
#map1 = [15.54E2 : bf16]
!t0 = f64
#loc2 = loc("with \"q\"")
#loc3 = loc(callsite("":29:70 to 32:19 at #loc2))
!t1 = si128
#L4 = loc("callee"("with \"q\""))
#l_x5 = loc(callsite("x" at "a.mlir":179:130))
#L6 = loc("op.1")
#loc7 = affine_map<(d0)[s0, s1] -> (d0 * 8 - (d0) ceildiv 8, ((s1) mod 7) * s0)>
#l_x8 = loc(unknown)

"builtin.module"() <{sym_name = "m76"}> ({
  "z.nop"() ({
    %value0 = "my_dialect.thing"() ({
    ^b1():
      %v1 = "bar.yield"()<{z90}> {z90}: () -> complex<f8E4M3FNUZ 
 >
    }): 
  () -> (bf16)
    %2 = "foo.op"(%value0, %value0, %value0) <{b0=	 "_\7f@\t<\\<ß\C3\A9\00-X",
    value1= -170141183460469231731687303715884105728: i128}>: (bf16, bf16, bf16) -> f32
    %tmp_3 = "foo.bar.baz"(%2, %value0): (f32, bf16) -> (tuple<ui1, bf16>) loc("":35:2 to 36:48)
  }, {
  ^bb2:
    %4 = "bar.yield"() ({
    ^exit5:
      "bar.yield"(): () -> ()
      "foo.bar"(): () -> () loc(unknown)
      %$5 = "foo.compute"() {a0= #attr_0,b1= dense_resource<weights0> : tensor<4xf64>,  b2}: () -> i32
      %_6:2 = "a.b"() <{}> {}: () -> (!my_dialect<"">, vector<8xui1>) loc("f":182:291)
    }) {attr0=  0.3645971 : bf16, foo.k1= dense<265.848179> : tensor<3x3xbf16>}:   () -> index
    %_7,
    %v8:3 = "d.op_1"() ({
    ^exit6(%9: memref<1xf32, "gpu">):
      %10 = "foo.bar.baz"(%4, %4): (index, index) -> bf16 loc("op.1")
    }, {
    ^7():
    }, {
    ^x.y8:
      %value11 = "foo.op"(%4, %4, %4) ({
})	: (index, index, index) -> vector<15xindex>
      "x.switch"(%4)[^bb9, ^bb9] ({
      ^bb12:
        %12 = "foo.bar.baz"(%value11, %4, %value11) {foo.k0= -1: i128, attr1= 0.2169392 : f32, x2= {b0= #map1,my.k1, sym_name2= #attr_0}}:	 (vector<15xindex>, index,
    vector<15xindex>) -> complex<f16>
        %tmp_13 = "a.b"(%4, %4,  %4): (index, index, index) -> (complex< f64>) loc(unknown)
      }): (index) -> ()
    ^bb9(%14 : i64, %v15: f8E5M2FNUZ):
      %_16 = "a.b"()<{k$0=   #map1}>: () -> complex<f8E5M2> loc(unknown)
      %value17:3 = "bar.yield"(%v15) {sym_name0= array<f64: 100.0>, a1= "\7f\84 ß\A7\C3\A9"}: (f8E5M2FNUZ) -> (f32, (vector<11x7x14xi64>) -> (vector<ui24>, f8E4M3FN),  !t0)
      "x.switch"(%value17#2, %value17#1)[^bb10] ({
      ^bb13(%18: i64 loc("":4294967295:0), %19: vector<8xf32>):
        "foo.br"(%_16, %value17#1)[^exit14] {"quoted key 0"= -107 : i17} : (complex<f8E5M2>, (vector<11x7x14xi64>) -> (vector<ui24>, f8E4M3FN)) -> () loc("src/x.py":393:336)
      ^exit14:
        %20 = "my_dialect.thing"(%19, %_16,%19) {"quoted key 0"= [dense<"0x5FA2"> : tensor<1xbf16>, ["\"\\z\00\00\n%" : index,true], @"x y", #bar<"x<1>">], _u1= -1}: (vector<8xf32>, complex<f8E5M2>, vector<8xf32>) -> complex<tf32>
        "foo.br"(%20)[^bb15,  ^exit14] {}: (complex<tf32>) -> () loc(#loc3)
      ^bb15(%-21: !t0 loc(#loc2), %22 : complex<f32  > loc("a.mlir":0:307), %value23 : i24):
        %v24:3 = "foo.op"(): () -> (!x.t_1,vector<[13] x 10xi32>, f80)
      }): (!t0, (vector<11x7x14xi64>) -> (vector<ui24>, f8E4M3FN)) -> ()
    ^bb10(%v25: !foo<"abc"> loc(#loc3), %26 : tensor<2 x ?x? x ?xf64, "sparse">, %arg27: vector<9x14x13xsi64> loc(fused<"meta">[])):
      %v28:2 = "z.nop"() <{}>: () -> (tuple<>, f16) loc("op.1")
      %$29 = "z.nop"() ({
      ^x.y16(%_30 : vector<[15]x7x8xtf32>, %value31 : tensor<  17x4xsi32,6 : i32  >, %32 : f32):
        "d.op_1"(%26, %value31) {sym_name0= affine_map<(d0, d1)[s0] -> ()>, d.k1= 9.89177e14 : f16, k$2= "z\B6",  sym_name3}:   (tensor<2 x ?x? x ?xf64, "sparse">, tensor<  17x4xsi32,6 : i32  >) -> () loc(unknown)
      }, {
      }, {
      ^bb18(%33: vector<9x3x6xui8>, %34: complex<f16>):
        "foo.bar"(%33, %v25): (vector<9x3x6xui8>, !foo<"abc">) -> () loc("with \"q\"")
        %35 = "bar.yield"(%34): (complex<f16>) -> memref<*xf8E4M3, 1>
      }) {_u0= true, a1,  sym_name2,  my.k3= affine_map<(d0)[s0] -> (d0)>} : () -> (!t1)
      %36 = "a.b"(%v28#0, %v28#1, %v28#0): (tuple<>, f16, tuple<>) -> !t1 loc(#L4)
      %37 = "bar.yield"() ({
        %38, %value39:3 = "my_dialect.thing"(%v25, %v25,%v28#0) {z90, a1= dense_resource<res_1> : tensor<4xi32>}: (!foo<"abc">, !foo<"abc">, tuple<>) -> (bf16, memref<564x23x19xi17, "gpu">, !t0, !t1) loc(unknown)
      }, {
}): () -> complex<f8E5M2FNUZ>
      "my_dialect.thing"()<{foo.k0}> {"quoted key 0"= "\34b\\", k$1= #attr_0, attr2= ".%<*}#\n}"}: () -> ()
      "foo.br"(%$29, %v25)[^bb11, ^bb11] {sym_name0= loc(#l_x5), "quoted key 1"= unit, z92=  ["\n"], attr3= i3}	: (!t1,
    !foo<"abc">) -> () loc(#L4)
    ^bb11:
      %40:2 = "bar.yield"(%4) {}: (index) -> (vector<[13]x2 x 2xf16>, memref<15x4xsi32>) loc("a.mlir":45:61 to 48:12)
    }) {a0, k$1= 0x0: i3, attr2	= loc("with \"q\"")}: () -> (index, none, tensor< 
 0x6x2x?xi1>,tensor< 
 24xui1024>) loc(#L6)
    %41 = "foo.bar"(%v8#2, %v8#2, %v8#0) {}  :	 (tensor< 
 24xui1024>,
    tensor< 
 24xui1024>, none) -> !bar.t_1
    %42 = "foo.compute"(%41, %v8#0, %v8#1) {"quoted key 0"=  affine_set<(d0, d1) : (d1 - d1 - -(8) >= 0)>}: (!bar.t_1, none, tensor< 
 0x6x2x?xi1>) -> (!t0)
    %_43:3 = "bar.yield"() {attr0= "<_🙂{}\\\00bz\C3\A9 .",
    sym_name1=  array<i1: true, true>, z92= #loc7, k$3= true} 
 : () -> (tensor< 
 ? x f8E8M0FNU	>, !my_dialect.param<f32, ["x y",-7,-1]> , memref<730 x f32, 5>)
    "x.switch"()[^3]: () -> () loc(fused[unknown, "v"(#loc3)])
  ^3():
    "a.jump"(%42,  %_43#0, %_43#0)[^bb4]<{}> {b0= 0x1: ui1024, _u1= 7.164 : f64: (!t0, tensor< 
 ? x f8E8M0FNU	>, tensor< 
 ? x f8E8M0FNU	>) -> ()
  ^bb4:
    %44:4 = "foo.bar.baz"(%42): (!t0) -> (i64, none, ui32, tuple<f32, i24>) loc("dir/with space.c":13:33)
  }, {
  }) {a0  =  0.1, a1= [["é'%" , sparse<[[5, 4, 1], [2, 4, 0]], [1, -1]> : tensor<6x5x5xi64>]], my.k2= #my.p<{"x y", {?}}, <?, <2>, true>, f32> , d.k3=	 #loc7}: () -> () loc("a.mlir":85)
  "my_dialect.thing"(): 
  () -> ()
  %v45 = "d.op_1"(): () -> tensor<0x7 x 5 x 2xcomplex< 
 f8E5M2  >>
  "foo.bar"(%v45): (tensor<0x7 x 5 x 2xcomplex< 
 f8E5M2  >>) -> () loc(unknown)
}) {foo.module_attr = #loc7} : () -> () loc(#l_x8)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000087E3916A65D2312AC68CB0742E96A9F391BA34FE34FD3209AC44867977A95915",
      res_1: "0x0400000023873078BF79C8816C5A78BD0F9897F6"
    }
  }
#-}
