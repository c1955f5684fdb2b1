module {
  memref.global "private" @g0 : memref<1xbf16> = uninitialized
  func.func private @ext0(tensor<?xf32>) -> (tensor<1xbf16>, bf16) attributes {test.kernel}
  func.func public @f0(%arg_1: vector<4x4x8xf32>, %arg: memref<4xbf16>, %3: bf16) -> vector<1xbf16> {
    %tmp4 = memref.reinterpret_cast %arg to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xbf16> to memref<2x2xbf16, strided<[2, 1]>>
    %5 = memref.get_global @g0 : memref<1xbf16>
    %6 = arith.constant dense<[2.5]> : vector<1xf16>
    %7 = math.tan %6 fastmath<nnan, ninf, nsz> : vector<1xf16>
    %val = arith.constant dense<[52]> : vector<1xi16>
    %ext_9:2 = arith.mulsi_extended %val, %val : vector<1xi16>
    %10 = arith.constant dense<4.0E+2> : vector<1xbf16>
    func.return %10 : vector<1xbf16>
  }
  func.func public @fn.1(%arg_1: tensor<1xbf16>, %arg_2: f32, %3: f32 {llvm.noundef, test.tag = "x"}) -> (bf16, vector<1xbf16>) {
    %cst_4 = arith.constant 2.5 : f32
    %remf_5 = arith.remf %cst_4, %arg_2 fastmath<nnan, ninf, nsz> : f32
    cf.br ^bb1
  ^bb1:
    %cbrt_6 = math.cbrt %cst_4 : f32
    %7 = arith.constant 0 : index
    %val = arith.constant -1 : index
    %9 = arith.cmpi olt, %7, %val : index  // note
    %10 = arith.constant 1.0 : bf16
    %cst_11 = arith.constant 3.0 : bf16
    cf.cond_br %9, ^then3(%cst_11 : bf16), ^b2(%10 : bf16)
  ^b2(%ba: bf16):
    %c_13 = arith.constant 3 : index
    %14 = arith.constant 4 : index
    %alloc_15 = memref.alloc(%c_13)[%14] {alignment = 64} : memref<?x4xbf16, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    cf.br ^then3(%ba : bf16)
  ^then3(%a.b: bf16):
    %cst_17 = arith.constant dense<0.5> : tensor<1xf32>
    cf.br ^exit4(%remf_5 : f32)
  ^exit4(%18: f32):
    %t19 = arith.constant -7.5 : bf16
    %20 = arith.constant dense<[3.0]> : vector<1xbf16>
    func.return %t19, %20 : bf16, vector<1xbf16>
  }
}
