!alias_0 = !my_dialect<"a b">
#l_x0 = loc("a.mlir":14:70 to 15:34)
#L1 = loc(callsite("src/x.py":85 at fused["f":37:40 to :40]))

%arg0 = "foo.compute"(): () -> memref<7x?xsi1,  "shared">

%1 = "z.nop"() ({
    "a.b"() {x0,sym_name1= dense<(85,-14)> : tensor<complex<i32>>, x2= false, d.k3= true}:   () -> ()
    "x.y"(%arg0, %arg0, %arg0)	:   (memref<7x?xsi1,  "shared">, memref<7x?xsi1,  "shared">, memref<7x?xsi1,  "shared">) -> ()
    %2 = "bar.yield"(%arg0, %arg0, %arg0) <{x0= affine_map<(d0, d1, d2)[s0] -> ((d1) floordiv 3)>}> ({
}) {} : (memref<7x?xsi1,  "shared">, memref<7x?xsi1,  "shared">, memref<7x?xsi1,  "shared">) -> tensor<? x i128> loc(fused<#foo.m>["name"])
    %v3 = "foo.bar"(%2, %2 , %2)<{"quoted key 0" 
 = dense_resource<blob0> : tensor<5xi64>, "quoted key 1"= 
  "\n*b🙂\00\C3\A9b"}> {sym_name0= true, attr1= vector<12 x 9xsi64>}: (tensor<? x i128>, tensor<? x i128>, tensor<? x i128>) -> complex<f8E4M3FN> loc("a.mlir":35:419)
    %4 = "d.op_1"(%2, %arg0, %v3) {a0= 1763706, _u1= [], k$2= "#\n*}<🙂"}: (tensor<? x i128>, memref<7x?xsi1,  "shared">, complex<f8E4M3FN>) -> f4E2M1FN
    %-5 = "foo.bar.baz"(): () -> none
}): () -> f64
// 
%value6 = "x.y"(%arg0, %1): (memref<7x?xsi1,  "shared">, f64) -> i16 loc(callsite("":57:117 at "name"))
%-7:3 = "bar.yield"() {_u0= 
  0.1 : f8E5M2FNUZ, "quoted key 1"= #foo.v<<?, {? 95 "x y"}, true>>}: () -> (vector<[1]x[5] x i8> , index, complex<f32>) // trailing comment
%8 = "x.y"(%1, %arg0) : (f64,memref<7x?xsi1,  "shared">) -> !alias_0 loc(#l_x0)
"foo.bar"(%8, %-7#2) ({
    "x.y"(%8) {}: (!alias_0) -> () loc(#L1)
}): (!alias_0, complex<f32>) -> () loc(unknown)
// é unicode

%9 = "foo.bar"(%arg0, %-7#0, %8)<{}> : (memref<7x?xsi1,  "shared">, vector<[1]x[5] x i8>, !alias_0) -> (bf16)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000040F067F4F541D791B941D70ABAE37BB9AD567EBEC0249A4CD741EC681220F01F6E1B40B0D710B23B"
    }
  }
#-}
