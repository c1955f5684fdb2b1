// ir-gen std --seed 25 --size 17
module {
  func.func @kernel_0(%arg: tensor<?xi32>) -> (tensor<3xi16>, i32, memref<4xi32>) {
    %2 = arith.constant dense<1.0> : vector<3xf32>
    %rhs = arith.cmpf une, %2, %2 : vector<3xf32>
    %t4 = arith.constant 32767 : i16
    %x_1 = arith.cmpi sge, %t4, %t4 : i16
    %x6 = tensor.empty() : tensor<8x4xbf16>
    %tmp7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], doc = "elementwise"} ins(%x6, %x6 : tensor<8x4xbf16>, tensor<8x4xbf16>) outs(%x6 : tensor<8x4xbf16>) {
    ^bb0(%tmp8: bf16, %sum: bf16, %t10: bf16):
      %s = arith.addf %tmp8, %sum : bf16
      %tmp12 = arith.addf %s, %t10 : bf16
      %m_13 = math.absf %tmp12 : bf16
      linalg.yield %m_13 : bf16
    } -> tensor<8x4xbf16>
    %cst_14 = arith.constant 1.5e-1 : f32
    %remf_15 = arith.remf %cst_14, %cst_14 fastmath<nnan,ninf> : f32
    %16 = arith.constant dense<-1> : vector<8xi32>

    %val = arith.constant dense<1> : vector<8xi32>
    %cmp = arith.cmpi uge, %16, %val : vector<8xi32>
    %19 = tensor.empty() : tensor<3xi16>
    %20 = tensor.empty() : tensor<3xi16>
    %21 = linalg.add ins(%19, %20 : tensor<3xi16>, tensor<3xi16>) outs(%19 : tensor<3xi16>) -> tensor<3xi16>
    %cst = arith.constant dense<true> : tensor<3xi1>
    %23 = arith.constant dense<[0, 50, -1]> : tensor<3xi32>
    %24 = arith.select %cst, %23, %23 : tensor<3xi1>, tensor<3xi32>
    %25 = memref.alloc() {alignment = 64} : memref<3xi32>
    %26 = arith.constant 0 : i32
    %c_28 = arith.constant 1 : index
    memref.store %26, %25[%c_28] : memref<3xi32>
    %29 = arith.constant dense<32767> : tensor<3xi16>
    %t31 = memref.alloc() : memref<4xi32>
    func.return %29, %26, %t31 : tensor<3xi16>, i32, memref<4xi32>
  }
  func.func @f1(%arg_1: i32 {llvm.signext}, %tmp2: tensor<3xi16>) -> tensor<3xi32> attributes {llvm.emit_c_interface, note = "generated"} {
    %rhs = arith.constant 100.0 : bf16
    %x4 = math.isnan %rhs : bf16
    %v5 = memref.alloca() {alignment = 64} : memref<8x4xbf16>
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v5, %v5 : memref<8x4xbf16>, memref<8x4xbf16>) outs(%v5 : memref<8x4xbf16>) {
    ^bb0(%val: bf16, %a.b: bf16, %in: bf16):
      %9 = arith.addf %val, %a.b : bf16
      %t10 = arith.addf %9, %in : bf16
      %m_11 = math.absf %t10 : bf16
      linalg.yield %m_11 : bf16
    }
    %c_12 = arith.constant -3 : i32
    cf.cond_br %x4, ^bb1(%c_12 : i32), ^bb1(%c_12 : i32)
  ^bb1(%t13: i32):
    %lhs = arith.constant 2147483647 : i32
    %tmp15 = func.call @f1(%lhs, %tmp2) : (i32, tensor<3xi16>) -> tensor<3xi32>
    %y = arith.constant 1 : i32
    %c = arith.constant 0 : index
    %inserted_18 = tensor.insert %y into %tmp15[%c] : tensor<3xi32>
    %19 = arith.cmpi sle, %arg_1, %t13 : i32
    cf.cond_br %19, ^exit2, ^exit2
  ^exit2:
    %22 = arith.constant 0 : index
    %c_24 = arith.constant 2 : index
    %27 = scf.for %iv_25 = %22 to %22 step %c_24 iter_args(%26 = %c_12) -> i32 {
      %t28 = arith.constant 1.0 : f32
      %29 = arith.constant 3.0 : f32
      %sum = arith.select %x4, %t28, %29 : f32
      scf.yield %c_12 : i32 // TODO: check
    }
    %31 = arith.constant 5 : index
    %33 = tensor.empty(%31) : tensor<?xi32>
    %36:3 = func.call @kernel_0(%33) : (tensor<?xi32>) -> (tensor<3xi16>, i32, memref<4xi32>)
    %37 = arith.constant -1 : i64
    %38 = arith.constant 0 : i16
    %acc = arith.constant 4611686018427387903 : i64
    cf.cond_br %x4, ^b3(%acc, %38 : i64, i16), ^b3(%37, %38 : i64, i16)
  ^b3(%41: i64, %res: i16):
    %44 = arith.ceildivui %arg_1, %arg_1 : i32
    %tmp45 = arith.constant dense<34> : tensor<3xi32>
    return %tmp45 : tensor<3xi32>
  }
}
