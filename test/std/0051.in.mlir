// ir-gen std --seed 51 --size 19
memref.global @g0 : memref<2xi32> = dense<1>
func.func @kernel_0(%t1: memref<3x1xindex>) -> (index, i32, f32 {test.foo = 1 : i32}) {
  %y = arith.constant 0 : index
  %3 = arith.constant 8 : index
  %4 = arith.constant 3 : index
  %5 = arith.constant dense<1> : vector<2xi32>
  %res_9:2 = scf.for %lhs = %y to %3 step %4 iter_args(%acc_7 = %4, %acc = %5) -> (index, vector<2xi32>) {
    scf.forall (%i_10) in (5) {
      %c = arith.constant 1 : index
      %v12 = memref.dim %t1, %c : memref<3x1xindex>
    }
    %t13 = arith.constant dense<[3.0]> : tensor<1xf32>
    %x14 = math.isfinite %t13 : tensor<1xf32>
    %t15 = arith.constant dense<[1, 41, 62]> : tensor<3xi32>
    %val = arith.constant dense<2147483647> : tensor<3x1xi32>
    %v17 = linalg.broadcast ins(%t15 : tensor<3xi32>) outs(%val : tensor<3x1xi32>) dimensions = [1]
    %sum = arith.constant 100.0 : f32
    %19 = math.isinf %sum : f32
    scf.yield %acc_7, %acc : index, vector<2xi32>
  }
  %20 = arith.constant 3.0 : f32
  %x_1 = math.copysign %20, %20 : f32
  scf.execute_region {
    %22 = arith.constant 0 : i32
    %uitofp_25 = arith.uitofp %22 : i32 to f32
    scf.yield
  }
  %26 = tensor.empty() : tensor<2xindex>
  %27 = tensor.cast %26 : tensor<2xindex> to tensor<?xindex>
  %28 = arith.constant 2 : index
  %rhs = arith.constant 0 : index
  memref.store %y, %t1[%28, %rhs] : memref<3x1xindex>
  %subview_30 = memref.subview %t1[2, 0] [1, 1] [1, 1] : memref<3x1xindex> to memref<1x1xindex, strided<[1, 1], offset: 2>>
  %tmp31 = arith.addf %x_1, %20 fastmath<fast> : f32
  %get_global = memref.get_global @g0 : memref<2xi32>
  %cst_33 = arith.constant dense<1> : vector<2xi16>
  %34 = arith.trunci %cst_33 overflow<none> : vector<2xi16> to vector<2xi8>
  %35 = arith.cmpi ule, %y, %3 : index
  %alloc = memref.alloc() : memref<2048xi8>
  %v39 = arith.constant 0 : index
  %40 = arith.constant 6 : index
  %view = memref.view %alloc[%v39][%40] : memref<2048xi8> to memref<?x4xf64>
  %cst = arith.constant dense<[1, -1, 48, 68]> : vector<4xi8>
  %subi_43 = arith.subi %cst, %cst overflow<nsw, nuw> : vector<4xi8>
  %x44 = arith.constant 0 : index
  %cst_45 = arith.constant dense<[0, -11]> : tensor<2xindex>
  %inserted_slice_48 = tensor.insert_slice %cst_45 into %26[%x44] [2] [1] : tensor<2xindex> into tensor<2xindex>
  %49 = arith.constant 1 : i32
  %v52 = arith.constant 0.5 : f32
  func.return %v39, %49, %v52 : index, i32, f32
}

