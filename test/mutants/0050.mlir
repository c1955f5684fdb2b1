// ir-gen random --seed 51 --size 28
"builtin.module"() <{sym_name = "m3"}> ({
  "foo.op"() ({
    %value0:4 = "foo.bar"() ({
      %$1 = "a.b"(): () -> si32
      "d.op_1"(%$1, %$1, %$1) ({
      }): (si32, si32,  si32) -> () loc("":4294967295:264)
      %value2 = "foo.bar"() ({
        %_3 = "foo.op"(%$1, %$1): (si32, si32) -> memref<*xi3, {kind = "scratch"}>
        "foo.op"(%$1,
    %_3, %$1): (si32, memref<*xi3, {kind = "scratch"}>, si32) -> () loc(unknown)
      }) {} : () -> f128 loc("src/x.py":442:134)
      %v4:3 = "x.y"(%$1, %value2, %value2) ({
        %v5 = "z.nop"(): 
  () -> i8 loc("dir/with space.c":267:435)
      }) {value0= @"x y"}: (si32 , f128, f128) -> (f64, si1024, tuple<tensor<2 x index>, f64, ui128,i24>) loc(fused<"meta">[])
      "my_dialect.thing"(%v4#0,  %v4#0): (f64, f64) -> () loc(callsite("n"("dir/with space.c":6:4 to :6) at fused<3 : i32>[]))
      %6, %7:2 = "z.nop"(%v4#0) {attr0 = 13 : index, sym_name1	= array<i8: -1, -1, -5>}: (f64) -> (tuple<f16, f16, index, f32>,(vector<6x10xf16>) -> (), i1)
    }) : () -> (none, tuple<f8E4M3FNUZ, index>, memref<? x 2x?xsi32,  4>, tensor<4x?x!x<"abc">>) loc("":473:0)
    "foo.bar"(%value0#0) <{z90= [-64: i7], my.k1= dense<(1.64158e32, -2.0)> : tensor<3x4x1xcomplex<f16>>}> {d.k0=	 dense<"0x90EA"> : tensor<4xbf16>, _u1= [], z92}: (none) -> () loc("f":93)
    %arg8 = "foo.bar"(%value0#2)<{attr0= 1 : index}> ({
    ^bb5(%-9: f16 loc(fused<4 : i32>[])):
    }, {
    ^bb6(%value10: i8, %11: index):
      %12:2 = "x.y"(%value0#3, %11, %value0#3) {"quoted key 0" 
 = dense<"0x2DC1FD96336588634E11D86774F5ED22"> : tensor<2x4xf16>, x1= "\"_\7f\82", _u2 = "\"\t*日本\"\09*#z\\", _u3= 0.0941416}: (tensor<4x?x!x<"abc">>, index, tensor<4x?x!x<"abc">>) -> (f6E3M2FN, bf16) loc("":4:32 to :37)
      %13 = "foo.bar"(%12#0, %value10): (f6E3M2FN, i8) -> complex<f16> loc("a.mlir":48:78 to 48:78)
      "my_dialect.thing"(%13,
    %12#1) {k$0=	 [], a1=   0:  si3, x2=	 array<i32: 652, 0>}: (complex<f16>,
    bf16) -> ()
      "foo.bar.baz"(%value0#2, %13, %11)<{attr0= #x.flag,value1= 
  0x0: i8, k$2= {sym_name0}}>: (memref<? x 2x?xsi32,  4>, complex<f16>, index) -> ()
      %v14:3 = "foo.bar"() {sym_name0= [@"é", "\"\\{%\7f", distinct[3]<-637875.0>]}: () -> (complex<  f8E5M2FNUZ>, tuple<memref<*xcomplex<i32>>, index, i8>, tuple<si64,  tf32, memref<4x14x192xi1, strided<[54, ?, ?], offset: ?>>, none,  f64, i32, f64, none, tf32, tensor<658xindex>, f16,
    f16, i32, i7,si128, si1024, i32>) loc(fused<#foo.m>[])
    }, {
      %_15 = "a.b"(%value0#2) {"quoted key 0"= 0: ui17, d.k1= array<i64: -1, -9223372036854775808, -1, -1, 1>, _u2 
 = dense<0> : tensor<ui64>, z93 
 = [[-1], -112206373]}: (memref<? x 2x?xsi32,  4>) -> f64
      "foo.br"()[^bb8] ({
      ^bb9(%v16: tensor<?xi64> loc("a.mlir":314:4294967295), %v17: i64):
        "foo.compute"() {b0=  dense_resource<res_0> : tensor<6xf64>,foo.k1= 
  sparse<[[0]], [1]> : tensor<4xi32>}: () -> ()
        %18:3 = "foo.op"(%_15, %v16, %value0#0) {}: 
  (f64,tensor<?xi64>,
    none) -> (vector<2x[9] x si24>, memref<*xi32>, index)
        %19, %20:3 = "z.nop"() {d.k0, x1}: () -> (index, complex< f8E4M3FNUZ	>, vector<13 x 5x8 x f16>,
    f16)
      }):   () -> () loc("a.mlir":112:426) // trailing comment
    ^bb8:
      "d.op_1"(%value0#2, %value0#2) {k$0= dense_resource<r.1> : tensor<4xi64>,
    x1= {}, sym_name2}: (memref<? x 2x?xsi32,  4>, memref<? x 2x?xsi32,  4>) -> () loc("a.mlir":496:337) // trailing comment
      %value21 = "x.y"(%value0#0, %value0#0, %_15) {b0= 33 : index}: (none, none , f64) -> i64
    })	:	 (memref<? x 2x?xsi32,  4>) -> tensor<	340x3x2xindex> loc("x")
    %arg22 = "d.op_1"(%value0#2) ({
    ^bb10(%_23: f8E8M0FNU, %value24: vector<9 x 5xf64>):
      %25 = "foo.bar.baz"(%value0#3, %value0#3) <{value0= memref<4x4 x 149xcomplex<ui1>, 1> , _u1= affine_set<(d0, d1)[s0] : ((d1) ceildiv 3 + 2 * 8 >= -(s0), 8 * ((d0) mod 2) >= 0, (d0) mod 1 <= 2)>, attr2= [{a0, b1, attr2=	 -0.8313715, sym_name3 
 = 0x7: ui3}, dense<412625117> : tensor<i32>, affine_map<(d0)[s0] -> (0, (3) * s0)>, "{a.\n"]}> {}: (tensor<4x?x!x<"abc">>, tensor<4x?x!x<"abc">>) -> tensor<1x? x 0x3xcomplex< 
 f8E5M2>> loc(fused<"meta">[])
      %arg26 = "my_dialect.thing"(): () -> tensor<1005 x 2 x 404xi8> loc("with \"q\"")
    }, {
}, {
}) {my.k0= 65504.0, sym_name1= 
  2.1335e8 : f32, x2 
 = true, x3= dense<1096053> : tensor<i24>}: (memref<? x 2x?xsi32,  4>) -> none
    "a.b"(%value0#2, %arg22, %arg22: (memref<? x 2x?xsi32,  4>, none, none) -> () loc(unknown)
    %27 = "foo.bar.baz"() {x0= "*{\E4\00🙂", _u1,
    a2= dense<625> : tensor<2x4xindex>, "quoted key 3"= #my.p<{"x y" , "x y" , 36},<<3 , true , "x y">, "x y">,<abc, "x y", f32>>} : () -> f8E4M3FNUZ loc("f":5:60 to 6:74)
  }) {k$0 = 35 : index, value1=	 #foo.a<?>}: () -> () loc("":328:4294967295)
  %28 = "a.b"(): 
  () -> tuple<i17, i1>
  %29, %value30:2 = "foo.compute"(%28)<{attr0= 34.63E3 : f32, d.k1= 1	: ui64, value2}> {foo.k0= array<i16: 65535, 1, 0x0, 0x1, 0>, z91=	 "##*@!--\t%🙂*" : ui64, foo.k2  = -2228: i16, value3=  242135730 : index}: (tuple<i17, i1>) -> (index,
    tuple<>, i1)
  %$31, %value32:2 = "bar.yield"(%28, %29, %value30#0): (tuple<i17, i1>, index, tuple<>) -> (none, vector<[2] x 8xbf16>, f64) loc("f":34:46 to :49)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000B8491CEBC487FBBAFA899BD0F6C84F1E02EA5A5FC60075F97DFC45130C2DB51BFCCC9E10BAF7F892AD6D2AD15949366C",
      r.1: "0x080000006300B0867862A8D758B9EDEC8F04C8A9AE42732D24B4B9B2B1253252E537C329"
    }
  }
#-}
