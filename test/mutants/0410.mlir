// ir-gen random --seed 171 --size 17
#L0 = loc(fused[])

"builtin.module"() <{sym_name = "m87"}> ({
 %_0 = "a.b"() ({
  "a.jump"()[^$1, ^$1] ({
   %_1:4 = "foo.bar"()<{value0= f16, "quoted key 1"= dense<[[[(-1.0, 219941.0), (189867.0, 0.1495021)], [(9.999999e9, -848.646161), (1.0e300, -660187.0)], [(0.6057666, 0xDA28531B5974879D), (6.29607e+8, 0xD3B52D6B3912BF9E)], [(1.0, 0x892D09809D25E271), (3.077, 100.0)]]]> : tensor<1x4x2xcomplex<f64>>, attr2= [affine_map<() -> (7 * (3), (5 + 3) ceildiv 9, 6)>, []]}> {value0= 0x06 : f6E2M3FN, b1= complex<i32>}: () -> (i8, f16, complex<f16>, f8E8M0FNU) loc("dir/with space.c":27)
   "foo.op"(%_1#0) ({
    %_2 = "foo.bar.baz"(%_1#3, %_1#0, %_1#0) {z90= [-128: i8, 44.77E9 : f16], k$1= 1.0e300 : f32, _u2= dense<["\7f}\t 0*\\\\\\", "_ @\t\"\7f\7f\37", "\7fz\B40@#.\C3\A9{\"\n0"]> : tensor<3x!foo.str>}: (f8E8M0FNU, i8, i8) -> memref<1x460x?xi1024>
    %arg3 = "bar.yield"(%_1#3, %_1#3): (f8E8M0FNU, f8E8M0FNU) -> !my_dialect.t<?>
    %4, %value5:3 = "bar.yield"(%_1#3, %_1#0) {attr0= @main::@main::@f_1, attr1= -7.877 : f8E4M3}: (f8E8M0FNU, i8) -> (vector<11x5xi1>, memref<53x?x5xbf16>, tensor<*x!foo.v<[80 , ? , "x y"], {{-8 -6} , 36 , -3}, {"x y" <? , true , 47> f32}>>, f4E2M1FN)
    %value6, %7:3 = "foo.op"(%_1#3, %value5#1, %value5#1): (f8E8M0FNU, tensor<*x!foo.v<[80 , ? , "x y"], {{-8 -6} , 36 , -3}, {"x y" <? , true , 47> f32}>>, tensor<*x!foo.v<[80 , ? , "x y"], {{-8 -6} , 36 , -3}, {"x y" <? , true , 47> f32}>>) -> (f64, vector<15x7xi8>, i1, vector<15x5x1xi8>)
    "a.jump"(%_1#3)[^8, ^8] {}: (f8E8M0FNU) -> ()
   ^8(%v8: tensor<*xi3>):
    %x9 = "z.nop"(%7#0) {}: (vector<15x7xi8>) -> !x.type loc(fused["src/x.py":0:0, unknown])
    %v10 = "d.op_1"(): () -> f8E3M4 loc(unknown) // trailing comment
    %tmp_11 = "my_dialect.thing"(%7#2, %_1#1): (vector<15x5x1xi8>, f16) -> tensor<472xi32> loc("":13:342)

    "foo.compute"(%tmp_11, %v10): (tensor<472xi32>, f8E3M4) -> () loc("dir/with space.c":424:449)
    %_12 = "foo.bar"()<{}>: () -> complex<f8E4M3FN>
    %13 = "foo.bar.baz"(%_1#2, %_12, %_12): (complex<f16>, complex<f8E4M3FN>, complex<f8E4M3FN>) -> bf16
   }) {k$0= true, k$1= index, "quoted key 2"= dense<[[55.57E8, -29473.0, 0x28E0DF4272E0E636]]> : tensor<1x3xf64>}: (i8) -> ()

   %tmp_14, %15:3 = "foo.compute"(%_1#3)<{"quoted key 0"= @a::@"with\"quote", d.k1, k$2= "X"}>: (f8E8M0FNU) -> (ui32, memref<59x4x4xf8E3M4, strided<[?, 18, ?], offset: ?>, 4>, none, tuple<f128>) loc("v"("x"))
   "foo.compute"(%15#2): (tuple<f128>) -> () loc("dir/with space.c":401:4294967295)
   %arg16 = "my_dialect.thing"(%15#0, %tmp_14) {z90= affine_map<(d0, d1, d2)[s0] -> ()>}: (memref<59x4x4xf8E3M4, strided<[?, 18, ?], offset: ?>, 4>, ui32) -> tensor<0x?xcomplex<i24>>
   "a.jump"(%15#2, %_1#2)[^bb5, ^x.y6]: (tuple<f128>, complex<f16>) -> () loc("v"(fused<"meta">[]))
  ^bb5:
   "cfx.cond_br"(%arg16, %15#2)[^x.y6] {}: (tensor<0x?xcomplex<i24>>, tuple<f128>) -> () loc("f":134:7)
  ^x.y6(%_17: tensor<54xi32>, %_18: !my_dialect.t_1, %arg19 : i24):
   "x.switch"(%arg16)[^bb5]: (tensor<0x?xcomplex<i24>>) -> ()
  }): () -> ()
 ^$1:
  "foo.br"()[^loop2, ^$1] <{d.k0, sym_name1= array<i64: 1, 18446744073709551615>}> {}: () -> ()
 ^loop2(%_20: vector<15x13xindex>, %v21 : complex<f8E5M2> loc(fused[unknown, #L0, callsite(unknown at "":403:70)])):
  "a.jump"(%_20, %v21)[^bb3] {k$0= -1: i1, x1= ["\t\\%\t", "-", #x.attr]}: (vector<15x13xindex>, complex<f8E5M2>) -> () loc("v"("":352:264))
 ^bb3:
  %value22 = "z.nop"() {foo.k0= dense_resource<r.0> : tensor<2xi64>}: () -> vector<[9]xi8>
 }): () -> complex<f80> loc(fused<"meta">["src/x.py":0:443, "with \"q\""])
 %_23 = "my_dialect.thing"(%_0, %_0): (complex<f80>, complex<f80) -> bf16

 "a.b"(%_23): (bf16) -> () loc("src/x.py":61:252) // trailing comment
 %24 = "d.op_1"(%_0, %_23, %_0) {d.k0= dense<"0xAFA8347C4B51C394E4C905D5"> : tensor<1x3x2xi16>, attr1= dense<364> : tensor<index>}: (complex<f80>, bf16, complex<f80>) -> ((si32, !my_dialect.t<[27 , {-1 , 51 , a.b} , -1] a.b>) -> (!bar.t<-3 , <"x y",{? true}> , {["x y" , ? , ?], [-5]}>, memref<60x?x581xi32, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, 3>))
}) {foo.module_attr = "\00"} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000008AAFD3BFE0D320A6CBF6550D8360280A"
    }
  }
#-}
