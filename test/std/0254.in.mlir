!tensor0 = tensor<2xi64>
!tensor1 = tensor<8x4xf32>
!tensor2 = tensor<4x8xf32>
!vec3 = vector<4xi64>
!buf4 = memref<4xf64>
!tensor5 = tensor<4x3xindex>

module {
  func.func private @ext0() attributes {passthrough = ["nounwind"], level = 2 : i64}
  func.func private @ext1(tensor<4x3xindex>, f64)
  func.func @compute0() -> (i64 {llvm.zeroext}, i32) {
    %1 = arith.constant -7.5 : f16
    %cst = arith.constant 3.0 : f16
    %3 = arith.addf %1, %cst fastmath<fast> : f16
    %4 = memref.alloc() : memref<2x1xf32>
    linalg.max ins(%4, %4 : memref<2x1xf32>, memref<2x1xf32>) outs(%4 : memref<2x1xf32>)
    %5 = arith.constant 1 : i64
    %x6 = arith.constant 59 : index
    cf.br ^b1(%5, %x6 : i64, index)
  ^b1(%7: i64, %8: index):
    %val = tensor.empty() : !tensor0
    %10 = arith.constant 1.000000e+00 : bf16
    %c = arith.constant 9 : i8
    %x12 = math.fpowi %10, %c fastmath<none> : bf16, i8
    %c_13 = arith.constant 1 : i32
    %c_14 = arith.constant 70 : i64
    cf.switch %c_13 : i32, [default: ^then2(%c_14 : i64),
      3: ^then2(%7 : i64),
      6: ^b3(%8, %5 : index, i64),
      8: ^then2(%7 : i64)]
  ^then2(%lhs: i64):
    %tmp16 = arith.constant dense<1.0> : vector<4xf64>
    %res = arith.divf %tmp16, %tmp16 fastmath<nnan,ninf> : vector<4xf64>
    %19 = arith.constant dense<-7.5> : !tensor1
    %t20 = tensor.empty() : !tensor2
    %21 = arith.constant dense<-0.25> : tensor<8x8xf32>
    %22 = linalg.matmul ins(%19, %t20 : tensor<8x4xf32>, !tensor2) outs(%21 : tensor<8x8xf32>) -> tensor<8x8xf32> //
    cf.br ^b3(%x6, %lhs : index, i64)
  ^b3(%23: index, %x24: i64):
    %y = arith.constant 0.0 : f32
    %26 = math.expm1 %y fastmath<afn> : f32
    %v27 = arith.constant true
    %v28 = arith.constant dense<[[4611686018427387903], [-1]]> : vector<2x1xindex>
    // ---- comment line ----
    %sel_29 = arith.select %v27, %v28, %v28 : vector<2x1xindex>
    %c_30 = arith.constant 2147483647 : i32
    func.return %x24, %c_30 : i64, i32
  }
  func.func @f1(%v1: vector<8xi64>, %2: i64, %3: tensor<2x1xindex>) -> (!vec3) {
    %alloc_4 = memref.alloc() : !buf4
    %lhs = memref.reinterpret_cast %alloc_4 to offset: [0], sizes: [4], strides: [1] : !buf4 to memref<4xf64, strided<[1]>>
    %6 = arith.constant 0 : index
    %acc = arith.constant 0 : index
    %res = tensor.extract %3[%6, %acc] : tensor<2x1xindex>
    %9 = arith.constant 1.5e-1 : f64
    %cmp_11 = arith.cmpf uno, %9, %9 fastmath<arcp> : f64
    %v12 = scf.execute_region -> index {
      %13 = tensor.empty() : tensor<4x8xf32>
      %rhs = arith.constant dense<0.5> : tensor<4xf32>
      %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], doc = "elementwise"} ins(%13 : tensor<4x8xf32>) outs(%rhs : tensor<4xf32>) {
      ^bb0(%in_16: f32, %tmp17: f32):
        %a.b = arith.addf %in_16, %tmp17 : f32
        linalg.yield %a.b : f32
      } -> tensor<4xf32>
      %19 = memref.alloc() {alignment = 64} : memref<2048xi8>
      %20 = arith.constant 0 : index
      %view_22 = memref.view %19[%20][] : memref<2048xi8> to memref<4x8xf32>
      %x23 = arith.constant 1.000000e+00 : f32
      %24 = arith.cmpf uge, %x23, %x23 fastmath<fast> : f32
      %25 = arith.constant dense<[[1, 4611686018427387903, 1],[-1, -1, 65],[4611686018427387903, 0, 0],[-1, 1, 1]]> : !tensor5
      func.call @ext1(%25, %9) : (tensor<4x3xindex>, f64) -> ()
      scf.yield %20 : index
    }
    %cst = arith.constant dense<1> : vector<2x1xi16>
    %27 = arith.extui %cst : vector<2x1xi16> to vector<2x1xi32>
    %29 = arith.constant dense<[13, 4, 69, 1]> : !vec3
    func.return %29 : vector<4xi64>
  }
}
