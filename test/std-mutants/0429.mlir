// ir-gen std --seed 274 --size 14
module {
  func.func private @ext0(memref<1x4xi16>, tensor<1x4xf32>, memref<?x4xf32> {llvm.noundef, test.tag = "x"}) -> (f32)
  func.func private @ext1(memref<4xf32>, memref<8x8xf32>) -> (tensor<2xi16>, i16)
  func.func @kernel_0(%1: i16, %2: memref<4xf32> {llvm.noundef, test.tag = "x"}, %val: i16, %arg_4: vector<1x8xi16>) -> (tensor<1x1x1xf32>) {
    %y = arith.constant 0.0 : f64
    %6 = arith.constant 0.5 : f32
    %from_elements = tensor.from_elements %y, %y, %6 : tensor<3xf64>
    %c = arith.constant 2 : index
    %v9 = arith.constant 3 : index
    %10 = arith.constant 2 : index
    %r_13 = scf.for %iv = %c to %v9 step %10 iter_args(%acc = %1) -> i16 {
      %alloc_14 = memref.alloc() : memref<2048xi8>
      %c_16 = arith.constant 0 : index
      %view_17 = memref.view %alloc_14[%c_16][] : memref<2048xi8> to memref<4x8xf32>
      scf.yield %1 : i16
    }
    %18 = memref.alloc() : memref<1x4xi16>
    %19 = tensor.empty() : tensor<1x4xf32>
    %20 = arith.constant 7 : index
    %21 = memref.alloc(%20) : memref<?x4xf32>
    %r = func.call @ext0(%18, %19, %21) : (memref<1x4xi16>, tensor<1x4xf32>, memref<?x4xf32>) -> f32
    %sum = arith.constant dense<-1.0> : vector<1x4xbf16>
    %24 = arith.constant dense<[[20, -1, 127, 60]]> : vector<1x4xi8>
    %25 = math.fpowi %sum, %24 : vector<1x4xbf16>, vector<1x4xi8>
    %27 = arith.constant true
    %cst = arith.constant -1.0 : f32
    %t29 = arith.select %27, %r, %cst : f32
    %x30 = arith.constant true
    scf.if %x30 {
      %cmp = arith.cmpi ne, %27, %27 : i1
      %32 = memref.alloc() : memref<4xf64>
      %33 = memref.alloc() : memref<4x1xf64>
      linalg.broadcast ins(%32 : memref<4xf64>) outs(%33 : memref<4x1xf64>) dimensions = [1]
      %c_34 = arith.constant 0 : index
      %c_36 = arith.constant 5 : index
      %lhs = arith.constant 1 : index
      scf.parallel (%t38) = (%c_34) to (%c_36) step (%lhs) {
        %empty_39 = tensor.empty() : tensor<4x4xf32>
        %v44 = scf.forall (%i) in (4) shared_outs(%t41 = %empty_39) -> (tensor<4x4xf32>) { //
          %45 = arith.constant 4 : index
          %a.b = tensor.empty(%45) : tensor<8x1x?xf16>
          // ---- comment line ----
          %subf_47 = arith.subf %cst, %cst : f32
          scf.forall.in_parallel {
            tensor.parallel_insert_slice %19 into %t41[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x4xf32>
          }
        }
        scf.reduce
      }
      scf.yield
    }
    %tmp49 = arith.constant 7 : index
    %50 = tensor.empty(%tmp49) : tensor<1x?xf32>
    // ---- comment line ----
    %x51 = tensor.empty() : tensor<1x1x1xf32>
    return %x51 : tensor<1x1x1xf32>
  }
}
